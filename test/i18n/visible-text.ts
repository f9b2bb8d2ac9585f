import {
  isLiteralElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';

// What a reader sees of a rendered page, and the fixed wording of a message catalogue, both as
// whitespace-normalized strings the language check (page-languages.test.ts) compares.

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });

/** Collapses whitespace (no-break spaces included) to single spaces. */
export const normalize = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** Attributes a reader sees or hears: alternative texts, labels, titles, placeholders. */
const readAttributes = /\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g;

/**
 * A page's visible text: each run of text between elements (React's `<!-- -->` separators between
 * adjacent texts joined away) and each read-out attribute, without scripts, styles and the embedded data.
 */
export const visibleTexts = (html: string): string[] => {
  const body = html
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '');
  const attributes = [...body.matchAll(readAttributes)].map(([, value]) => decode(value ?? ''));
  const texts = body.split(/<[^>]*>/).map(decode);
  return [...texts, ...attributes].map(normalize).filter((text) => /\p{L}/u.test(text));
};

/** The literal runs of a message (each plural or select option's too): what it shows whatever its values. */
const literalRuns = (elements: MessageFormatElement[], runs: string[] = []): string[] => {
  let run = '';
  const end = () => {
    if (run) runs.push(run);
    run = '';
  };
  for (const element of elements) {
    if (isLiteralElement(element)) {
      run += element.value;
      continue;
    }
    end();
    if (isPluralElement(element) || isSelectElement(element))
      for (const option of Object.values(element.options)) literalRuns(option.value, runs);
    if (isTagElement(element)) literalRuns(element.children, runs);
  }
  end();
  return runs;
};

/** A message's fixed wording, run by run, whitespace-normalized. */
export const wordingOf = (message: string): string[] =>
  literalRuns(parse(message)).map(normalize).filter(Boolean);
