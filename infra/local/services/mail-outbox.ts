import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { readText } from '../read-body';

// The local mail outbox answers SES v2 `SendEmail` (POST /v2/email/outbound-emails), so the shop's mail
// port uses the real SESv2Client locally too. Every e-mail is kept as JSON under `dataDir` and listed
// at /_local/mail (HTML) and /_local/mail.json.

export interface StoredMail {
  id: string;
  sentAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Inline images (`cid:` in the HTML), their content base64 as SES received it. */
  attachments?: StoredAttachment[];
}

export interface StoredAttachment {
  fileName: string;
  contentId?: string;
  contentType?: string;
  content: string;
}

interface SendEmailRequest {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[] };
  Content?: {
    Simple?: {
      Subject?: { Data?: string };
      Body?: { Text?: { Data?: string }; Html?: { Data?: string } };
      Attachments?: { RawContent?: string; FileName?: string; ContentId?: string; ContentType?: string }[];
    };
  };
}

/** SES v2 takes messages of up to 40 MB. */
const maxMessageBytes = 40 * 1024 * 1024;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A mail's inline images as the viewer shows them (a PNG's base64 as a data address). */
const imagesOf = (mail: StoredMail) =>
  (mail.attachments ?? [])
    .filter(({ contentType }) => contentType === 'image/png')
    .map(
      ({ fileName, content }) =>
        `<img src="data:image/png;base64,${escapeHtml(content)}" alt="${escapeHtml(fileName)}">`,
    )
    .join('');

export const createMailOutbox = (dataDir: string) => {
  mkdirSync(dataDir, { recursive: true });
  let rejections = 0;

  const list = (): StoredMail[] =>
    readdirSync(dataDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(readFileSync(join(dataDir, name), 'utf8')) as StoredMail);

  /** Keeps one e-mail; answers its id. */
  const store = (mail: Omit<StoredMail, 'id' | 'sentAt'>): string => {
    const id = ulid();
    const stored: StoredMail = { id, sentAt: new Date().toISOString(), ...mail };
    writeFileSync(join(dataDir, `${id}.json`), JSON.stringify(stored, null, 2));
    return id;
  };

  /** SES v2 SendEmail. */
  const sesHandler = async (req: IncomingMessage, res: ServerResponse) => {
    const text = await readText(req, res, maxMessageBytes);
    if (text === undefined) {
      res.writeHead(413, { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' });
      res.end(JSON.stringify({ message: 'Message too large' }));
      return;
    }
    const request = JSON.parse(text) as SendEmailRequest;
    if (rejections > 0) {
      rejections -= 1;
      res.writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' });
      res.end(JSON.stringify({ message: 'Local outbox rejected this message (fault injection)' }));
      return;
    }
    const id = store({
      from: request.FromEmailAddress ?? '',
      to: request.Destination?.ToAddresses ?? [],
      subject: request.Content?.Simple?.Subject?.Data ?? '',
      text: request.Content?.Simple?.Body?.Text?.Data ?? '',
      html: request.Content?.Simple?.Body?.Html?.Data ?? '',
      ...(request.Content?.Simple?.Attachments?.length
        ? {
            attachments: request.Content.Simple.Attachments.map((attachment) => ({
              fileName: attachment.FileName ?? '',
              ...(attachment.ContentId ? { contentId: attachment.ContentId } : {}),
              ...(attachment.ContentType ? { contentType: attachment.ContentType } : {}),
              content: attachment.RawContent ?? '',
            })),
          }
        : {}),
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ MessageId: id }));
  };

  /** /_local/mail and /_local/mail.json: what the shop has sent, newest first. */
  const pageHandler = (req: IncomingMessage, res: ServerResponse) => {
    const mails = list().reverse();
    if (req.url?.startsWith('/_local/mail.json')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(mails));
      return;
    }
    const rows = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>${escapeHtml(m.sentAt)} · to ${escapeHtml(m.to.join(', '))}` +
          ` · from ${escapeHtml(m.from)}</p><pre>${escapeHtml(m.text)}</pre>${imagesOf(m)}</article>`,
      )
      .join('\n');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mail outbox</title></head>` +
        `<body><h1>Local mail outbox (${mails.length})</h1>${rows || '<p>No e-mail sent yet.</p>'}</body></html>`,
    );
  };

  return {
    sesHandler,
    pageHandler,
    list,
    store,
    /** Fault injection for tests: SES answers MessageRejected (not retried by the SDK) `count` times. */
    rejectNext: (count: number) => {
      rejections = count;
    },
    pendingRejections: () => rejections,
    /** Test hook: forgets every mail kept so far (test files sharing a runtime start from an empty outbox). */
    clear: () => {
      for (const name of readdirSync(dataDir)) if (name.endsWith('.json')) rmSync(join(dataDir, name));
    },
  };
};
export type MailOutbox = ReturnType<typeof createMailOutbox>;
