import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from './config';
import { once } from './once';
import { forgetMailSend, recordMailSend } from './table/mail-sends';

const mailer = once(() => new SESv2Client({}));

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Images the HTML shows in place (`<img src="cid:<contentId>">`), sent as inline attachments. */
  inlineImages?: InlineImage[];
}

/** An image carried inside the mail, not fetched from anywhere. */
export interface InlineImage {
  contentId: string;
  fileName: string;
  contentType: 'image/png';
  content: Uint8Array;
}

/** The mail port: SES on AWS; the local runtime answers the same API with its mail outbox. */
export const sendMail = async (mail: Mail): Promise<string | undefined> => {
  const result = await mailer().send(
    new SendEmailCommand({
      FromEmailAddress: config('mail').MAIL_FROM,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          ...(mail.inlineImages?.length
            ? {
                Attachments: mail.inlineImages.map((image) => ({
                  RawContent: image.content,
                  FileName: image.fileName,
                  ContentId: image.contentId,
                  ContentType: image.contentType,
                  ContentDisposition: 'INLINE' as const,
                  ContentTransferEncoding: 'BASE64' as const,
                })),
              }
            : {}),
        },
      },
    }),
  );
  return result.MessageId;
};

/**
 * Sends `mail` once for `key` (the event and the mail's recipient or purpose), across every delivery
 * of the event: the send is recorded first, so a delivery that sent the mail and then lost its own
 * completion (the database restarting in between) is followed by one that finds the record and sends
 * nothing. A send the mail service refuses takes its record back and throws, so the retry sends it.
 * Answers the message id, or undefined when it had been sent.
 */
export const sendMailOnce = async (key: string, mail: Mail): Promise<string | undefined> => {
  if (!(await recordMailSend(key, new Date()))) return undefined;
  try {
    return await sendMail(mail);
  } catch (error) {
    await forgetMailSend(key);
    throw error;
  }
};
