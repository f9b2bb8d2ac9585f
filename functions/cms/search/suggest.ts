import { search } from '@orama/orama';
import type { Language } from '../../../shared/locale';
import { dbFor, type SearchDocument, type SearchIndex } from './build-index';
import { foldText, typoTolerance } from './fold-text';

/**
 * Product names for a phrase being typed: words match by prefix (`thinkp`) and with typos (`ofice`),
 * best first, without duplicates. Fewer than 2 letters or digits suggest nothing.
 */
export const suggest = async (
  index: SearchIndex,
  phrase: string,
  language: Language,
  limit = 8,
): Promise<string[]> => {
  const term = foldText(phrase);
  if (term.length < 2) return [];
  const results = await search(dbFor(index, language), {
    term,
    properties: ['name'],
    tolerance: typoTolerance(term),
    threshold: 0,
    // Extra hits make up for names repeated across products (packs, billing periods).
    limit: limit * 4,
  });
  const names = new Set(results.hits.map((hit) => (hit.document as unknown as SearchDocument).title));
  return [...names].slice(0, limit);
};
