import * as z from 'zod/mini';
import { fieldMessages, messageKey } from './validation';

// The one rule for free text sent to the shop (names, questions, company data, ids). A single-line
// field refuses every control character, line and paragraph separators and the bidi embeddings,
// overrides and isolates (U+202A–U+202E, U+2066–U+2069: they reorder what a reader sees); a
// multi-line field allows newlines and tabs besides. Lone surrogates are refused everywhere (they
// cannot be encoded as UTF-8). Length is counted in characters (code points), not UTF-16 units.

const bidiAndSeparators = '\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069';
const singleLineClass = `[\\p{Cc}\\p{Cs}${bidiAndSeparators}]`;
const singleLineForbidden = new RegExp(singleLineClass, 'u');
const multiLineForbidden = new RegExp(`[^\\P{Cc}\\n\\t]|[\\p{Cs}${bidiAndSeparators}]`, 'u');

/** Characters (Unicode code points) in a text: an emoji counts once. */
export const characterCount = (text: string): number => [...text].length;

interface TextLimits {
  /** Fewest characters after trimming; 1 (required) unless set. */
  min?: number;
  max: number;
}

const textField = (forbidden: RegExp, { min = 1, max }: TextLimits) =>
  z.string(messageKey(fieldMessages.invalidValue)).check(
    z.trim(),
    z.refine((text) => !forbidden.test(text), fieldMessages.invalidCharacters),
    z.refine((text) => characterCount(text) >= min, fieldMessages.required),
    z.refine((text) => characterCount(text) <= max, fieldMessages.tooLong),
  );

/** One line of text, trimmed: names, company data, ids. */
export const singleLineText = (limits: TextLimits) => textField(singleLineForbidden, limits);

/** Text of several lines, trimmed: questions, messages, descriptions. */
export const multiLineText = (limits: TextLimits) => textField(multiLineForbidden, limits);

/**
 * Text made one line for quoting where a line break would start a line of its own (a mail's
 * "Name: …" line): each run of what a single-line field refuses becomes one space.
 */
export const asOneLine = (text: string): string =>
  text.replace(new RegExp(`${singleLineClass}+`, 'gu'), ' ').trim();

/**
 * Text as searches compare it, folded the same way when kept and when asked: lower case, Polish (and
 * other Latin) diacritics removed, `ł` → `l`, anything else than letters and digits → one space.
 * `Złącze USB‑C` → `zlacze usb c`. The catalogue's search index and the staff's order search use it.
 */
export const foldText = (text: string): string =>
  text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
