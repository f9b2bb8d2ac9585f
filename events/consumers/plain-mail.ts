import type { Mail } from '../../functions/lib/mail';
import type { Language } from '../../shared/locale';
import { asOneLine } from '../../shared/text';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A customer's multi-line text quoted in a mail: every line starts with `>`, so none passes for a
 * line of the mail itself; each line is made one line (shared/text.ts).
 */
export const quoted = (text: string): string =>
  text
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map(asOneLine)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

/** A plain e-mail: the same paragraphs as text and as escaped HTML (line breaks kept). */
export const plainMail = (to: string, language: Language, subject: string, paragraphs: string[]): Mail => ({
  to,
  subject,
  text: paragraphs.join('\n\n'),
  html: `<!doctype html><html lang="${language}"><body>${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('')}</body></html>`,
});
