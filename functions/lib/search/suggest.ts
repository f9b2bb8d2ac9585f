import { localized } from '#shared/catalogue/localized';
import type { ImageView } from '#shared/catalogue/product-images';
import type { Language } from '#shared/locale';
import { foldText } from '#shared/text';
import { type CatalogueIndex, type IndexedProduct, textIndexFor } from './catalogue-index';
import { matchPhrase } from './text-index';

export interface Suggestion {
  id: string;
  name: string;
  slug: string;
  /** The product's card picture, shown as a thumbnail beside the name (decorative: no alt text). */
  image?: Omit<ImageView, 'alt'>;
}

/**
 * Products for a phrase being typed, by name: words match by prefix (`thinkp`) and with typos
 * (`ofice`), best first, then the most popular; one per name (packs and billing periods repeat
 * names). Fewer than 2 letters or digits suggest nothing.
 */
export const suggest = (
  index: CatalogueIndex,
  phrase: string,
  language: Language,
  limit = 8,
): Suggestion[] => {
  if (foldText(phrase).replace(/ /g, '').length < 2) return [];
  const { docs, scores } = matchPhrase(textIndexFor(index, language), phrase, { fields: ['name'] });
  const popularity = (doc: number) => (index.products[doc] as IndexedProduct).popularity;
  const ranked = Array.from(docs).sort(
    (a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || popularity(b) - popularity(a) || a - b,
  );
  const byName = new Map<string, Suggestion>();
  for (const doc of ranked) {
    const product = index.products[doc] as IndexedProduct;
    const { name, slug } = localized(product.texts, language);
    if (byName.has(name)) continue;
    const image = product.image && {
      hash: product.image.hash,
      width: product.image.width,
      height: product.image.height,
    };
    byName.set(name, { id: product.id, name, slug, ...(image ? { image } : {}) });
    if (byName.size === limit) break;
  }
  return [...byName.values()];
};
