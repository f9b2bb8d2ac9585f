import type { Product } from '#shared/catalogue/product';
import { asShown } from '#shared/catalogue/shown-availability';
import type { CatalogueIndex } from '../../lib/search/catalogue-index';
import type { PublishPorts } from './deps';

/**
 * Publishes the stored catalogue's search index. Input: none. Output: the published index and the
 * products it was built from (the pages to render need them). Course: note the time, then read every
 * product, the units of the counted ones and the category tree; each product as shown (a sold-out one
 * to be notified about); build the index priced at the exchange rates in force today, write it where
 * the cms function reads it. Figures published after the noted time are applied over it there
 * (`publish-figures.ts`), earlier ones are in it. Nothing is refused: a product failing its schema is
 * left out by the read.
 */
export const publishCatalogue = async ({
  readProducts,
  readUnits,
  readCategories,
  publishIndex,
  clock,
}: PublishPorts): Promise<{ index: CatalogueIndex; products: Product[] }> => {
  const publishedAt = clock().toISOString();
  const [stored, categories] = await Promise.all([readProducts(), readCategories()]);
  const units = await readUnits(stored.map(({ id }) => id));
  const products = stored.map((product) => asShown(product, units.get(product.id)));
  const day = publishedAt.slice(0, 10);
  return { index: await publishIndex(products, categories, day, publishedAt), products };
};
