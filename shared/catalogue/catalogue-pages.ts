import { type Language, languages } from '../locale';
import { type Alternate, pathFor } from '../routes';
import { type Localized, localized } from './localized';

/**
 * A product's or category's page in every language: the path carries the id and the slug of that
 * language (falling back like every catalogue text). Pre-rendering and the sitemaps list these.
 */
export const cataloguePages = (
  key: 'product' | 'category',
  id: string,
  texts: Localized<{ slug: string }>,
): Alternate[] =>
  languages.map((language: Language) => ({
    language,
    path: pathFor(key, language, { id, slug: localized(texts, language).slug }),
  }));
