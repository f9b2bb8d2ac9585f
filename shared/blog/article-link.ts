import * as z from 'zod/mini';
import { fieldMessages } from '../validation';

// An article's link (its slug in the paths `/blog/{link}/`, `/Publikacja/{link}`): lower-case ASCII
// letters and digits in words joined by single hyphens, 3–96 characters; unique per language.

const linkPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const maxLinkLength = 96;

export const articleLinkSchema = z
  .string(fieldMessages.invalidValue)
  .check(
    z.minLength(3, fieldMessages.invalidValue),
    z.maxLength(maxLinkLength, fieldMessages.tooLong),
    z.regex(linkPattern, fieldMessages.invalidValue),
  );

/** Letters a plain NFD decomposition leaves as they are. */
const transliterations: Record<string, string> = {
  ł: 'l',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ı: 'i',
  æ: 'ae',
  œ: 'oe',
};

/** A link made from a title: accents dropped, other characters turned to hyphens (`Nowy Dell XPS 2025` → `nowy-dell-xps-2025`). */
export const linkOf = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[łßøđıæœ]/g, (letter) => transliterations[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLinkLength)
    .replace(/-+$/, '');

export const isArticleLink = (text: string): boolean => articleLinkSchema.safeParse(text).success;
