import type { Language } from '#shared/locale';
import { asOneLine } from '#shared/text';
import type { Mail } from './mail';

// The one shape of every e-mail the shop writes: per language a subject and paragraphs naming their
// values as `{placeholder}`, a declared fallback for languages without a text, and one renderer that
// fills the values and writes the text part and the escaped HTML part from the same paragraphs.

/** One language's text; `\n` inside a paragraph is a line break. */
export interface MailText {
  subject: string;
  paragraphs: readonly string[];
}

export interface MailTemplate<Value extends string, Optional extends string = never> {
  /** The values every text may name; each must be given. */
  values: readonly Value[];
  /** Values that may be missing: a line naming one left out is dropped, and so is a paragraph none of whose values is given. */
  optional?: readonly Optional[];
  /** Tried in order when the asked language has no text; Polish when none of them has one either. */
  fallback: readonly Language[];
  texts: { pl: MailText } & Partial<Record<Language, MailText>>;
}

export type MailValues<Value extends string, Optional extends string> = Record<Value, string> &
  Partial<Record<Optional, string>>;

/**
 * Declares a template, keeping its value names as types for `renderMail`. Each call carries a
 * `@__PURE__` annotation, so a function's bundle keeps only the templates it sends (every template
 * carries eleven languages).
 */
export const mailTemplate = <const Value extends string, const Optional extends string = never>(
  template: MailTemplate<Value, Optional>,
) => template;

/** The language whose text a mail asked in `language` is written in. */
export const languageOf = (template: MailTemplate<string, string>, language: Language): Language =>
  [language, ...template.fallback].find((candidate) => template.texts[candidate]) ?? 'pl';

const placeholder = /\{(\w+)\}/g;
const namesIn = (text: string) => [...text.matchAll(placeholder)].map(([, name]) => name as string);

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Subject, text and HTML (escaped, line breaks kept, `lang` naming the text's language). */
export const renderMail = <Value extends string, Optional extends string>(
  template: MailTemplate<Value, Optional>,
  language: Language,
  values: MailValues<Value, Optional>,
): Omit<Mail, 'to'> => {
  const written = languageOf(template, language);
  const { subject, paragraphs } = template.texts[written] ?? template.texts.pl;
  const given: Partial<Record<string, string>> = values;
  const fill = (text: string) => text.replace(placeholder, (match, name: string) => given[name] ?? match);
  const filled = paragraphs.flatMap((paragraph) => {
    const names = namesIn(paragraph);
    if (names.length > 0 && names.every((name) => given[name] === undefined)) return [];
    const lines = paragraph
      .split('\n')
      .filter((line) => namesIn(line).every((name) => given[name] !== undefined));
    return [fill(lines.join('\n'))];
  });
  return {
    subject: fill(subject),
    text: filled.join('\n\n'),
    html: `<!doctype html><html lang="${written}"><body>${filled
      .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
      .join('')}</body></html>`,
  };
};

/** The mail to `to`, rendered from `template`. */
export const mailTo = <Value extends string, Optional extends string>(
  to: string,
  template: MailTemplate<Value, Optional>,
  language: Language,
  values: MailValues<Value, Optional>,
): Mail => ({ to, ...renderMail(template, language, values) });

/**
 * What is wrong with a template, for its test: no Polish text, a fallback language without a text, or a text naming a
 * value the template does not declare (it would stay unfilled).
 */
export const templateProblems = (template: MailTemplate<string, string>): string[] => {
  const declared = new Set<string>([...template.values, ...(template.optional ?? [])]);
  const texts = Object.entries(template.texts) as [Language, MailText][];
  return [
    ...(template.texts.pl ? [] : ['no Polish text']),
    ...template.fallback
      .filter((language) => !template.texts[language])
      .map((l) => `fallback ${l} has no text`),
    ...texts.flatMap(([language, { subject, paragraphs }]) =>
      [subject, ...paragraphs]
        .flatMap(namesIn)
        .filter((name) => !declared.has(name))
        .map((name) => `${language} names the undeclared value {${name}}`),
    ),
  ];
};

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
