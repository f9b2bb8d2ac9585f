import type { Product } from '#shared/catalogue/product';
import type { CatalogueIndex } from '../../lib/search/catalogue-index';
import { followFigures, followTimes } from '../../lib/search/figures-follower';
import { catalogueIndex, revalidateCatalogueIndex } from '../../lib/search/published-index';
import { writeSitePage } from '../../lib/site-page-writer';
import {
  figuresPublication,
  figuresPublishedSince,
  pagesRenderedRecord,
  readPublishedFigures,
} from '../../lib/table/published-figures';
import { productsAsShown } from '../../lib/table/stock';
import { type TablePorts, tablePorts } from '../table-ports';
import type { RenderPorts } from './deps';

// Apart from the publishing's ports (`deps.ts`): only the `catalogue-figures` consumer publishes one
// product's figures, so the functions that follow the stock or publish the whole catalogue do not
// carry it.

/**
 * Publishing one product's figures: the product as shown and its published figures (both read
 * consistently), their guarded items, the index to render its pages with and the pages' writer.
 */
export interface FiguresPublishPorts extends TablePorts, RenderPorts {
  readProductAsShown: (id: string) => Promise<Product | undefined>;
  readPublishedFigures: typeof readPublishedFigures;
  figuresPublication: typeof figuresPublication;
  pagesRenderedRecord: typeof pagesRenderedRecord;
  /** The published index with the figures published since, the published index revalidated first. */
  currentIndex: () => Promise<CatalogueIndex>;
}

/**
 * The published index revalidated (by ETag) and the figures asked for on every call: a page rendered
 * from it never shows an entry older than the published one.
 */
const freshCatalogueIndex = followFigures(
  {
    published: (now) => {
      revalidateCatalogueIndex();
      return catalogueIndex(now);
    },
    publishedSince: figuresPublishedSince,
  },
  { ...followTimes, checkEveryMs: 0 },
);

export const figuresDeps = (): FiguresPublishPorts => ({
  ...tablePorts(),
  writePage: writeSitePage,
  readProductAsShown: async (id) => (await productsAsShown([id])).get(id),
  readPublishedFigures,
  figuresPublication,
  pagesRenderedRecord,
  currentIndex: () => freshCatalogueIndex(),
});
