import * as z from 'zod/mini';
import type { Language } from '../locale';
import { type Alternate, pathFor } from '../routes';
import { fieldMessages } from '../validation';

// An article's link (its slug in the paths `/blog/{link}/`, `/Publikacja/{link}`): lower-case ASCII
// letters and digits in words joined by single hyphens, 3–96 characters; unique per language.

const linkPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const maxLinkLength = 96;

export const articleLinkSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .string(fieldMessages.invalidValue)
    .check(
      z.minLength(3, fieldMessages.invalidValue),
      z.maxLength(maxLinkLength, fieldMessages.tooLong),
      z.regex(linkPattern, fieldMessages.invalidValue),
    ),
);

/** An article's page, `/blog/{link}/` in its language. */
export const articlePagePath = ({ language, link }: { language: Language; link: string }): string =>
  pathFor('blogArticle', language, { slug: link });

/** An article's page and its translations' pages: its hreflang alternates. */
export const articleAlternates = (article: {
  language: Language;
  link: string;
  translations: readonly { language: Language; link: string }[];
}): Alternate[] =>
  [article, ...article.translations].map((page) => ({
    language: page.language,
    path: articlePagePath(page),
  }));
