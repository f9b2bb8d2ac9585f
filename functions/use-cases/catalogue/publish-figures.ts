import { isDeepStrictEqual } from 'node:util';
import { figuresOf, pagesRendered } from '#shared/catalogue/catalogue-figures';
import { withFigures } from '../../lib/search/with-figures';
import type { FiguresPublishPorts } from './figures-deps';
import { renderAffectedPages } from './render-site-pages';

const attempts = 5;

/** What publishing a product's figures did: nothing, published them (and its pages), or no such product. */
export type FiguresPublished = 'unchanged' | 'published' | 'no-product';

/**
 * A targeted update of a product's published entry, instead of publishing the whole catalogue: its
 * ratings, shown availability and prices as they are now, where listings and its pages show them.
 * Input: a product whose figures changed (`catalogue.figures-changed`). Output: what it did.
 * Course: read the product as shown and its published figures; figures already published and shown
 * by its pages change nothing (an event seen twice, or one whose change an earlier run published).
 * Else publish them, on the condition that the published ones are still those read (warm cms
 * containers apply them within a second and make their remembered replies again); render its pages
 * and its categories' first pages from the current index with them; then record the pages rendered,
 * on the condition that those figures are still the published ones. A publication meanwhile fails a
 * condition and the whole is read again (and rendered again: the pages written may have landed after
 * the newer ones), so the last pages written show the last figures published. A failed step throws,
 * and the event's retry resumes: published figures whose pages are not recorded rendered get them.
 */
export const publishFigures = async (
  ports: FiguresPublishPorts,
  productId: string,
): Promise<FiguresPublished> => {
  // Pages this run wrote that no record confirms: they may have landed after newer ones.
  let wrotePages = false;
  for (let attempt = 1; ; attempt++) {
    const [product, published] = await Promise.all([
      ports.readProductAsShown(productId),
      ports.readPublishedFigures(productId),
    ]);
    if (!product) return 'no-product';
    const figures = figuresOf(product);
    const current = published !== undefined && isDeepStrictEqual(published.figures, figures);
    if (current && pagesRendered(published) && !wrotePages) return 'unchanged';
    let revision = published?.revision ?? 0;
    if (!current) {
      const committed = await ports.commit([
        {
          item: ports.figuresPublication(productId, figures, published?.revision, ports.clock()),
          whenConditionFails: 'figures_published_meanwhile',
        },
      ]);
      if (!committed.ok) {
        if (attempt === attempts) break;
        continue;
      }
      revision += 1;
    }
    const index = withFigures(await ports.currentIndex(), [{ productId, figures }]);
    wrotePages = true;
    await renderAffectedPages(ports, index, product);
    const recorded = await ports.commit([
      {
        item: ports.pagesRenderedRecord(productId, revision),
        whenConditionFails: 'figures_published_meanwhile',
      },
    ]);
    if (recorded.ok) return 'published';
    if (attempt === attempts) break;
  }
  throw new Error(`product ${productId}'s figures were published anew during each of ${attempts} attempts`);
};
