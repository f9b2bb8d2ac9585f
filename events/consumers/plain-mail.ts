import type { Mail } from '../../functions/lib/mail';
import type { Language } from '../../shared/locale';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A plain e-mail: the same paragraphs as text and as escaped HTML (line breaks kept). */
export const plainMail = (to: string, language: Language, subject: string, paragraphs: string[]): Mail => ({
  to,
  subject,
  text: paragraphs.join('\n\n'),
  html: `<!doctype html><html lang="${language}"><body>${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('')}</body></html>`,
});
