import type { Category } from '#shared/catalogue/category';
import type { Product } from '#shared/catalogue/product';
import type { CatalogueIndex } from '../../lib/search/catalogue-index';
import { publishIndex } from '../../lib/search/published-index';
import { type SitePage, writeSitePage } from '../../lib/site-page-writer';
import { availabilityChange, getProduct, listCategories, listProducts } from '../../lib/table/catalogue';
import { unitsOf } from '../../lib/table/stock';
import { type TablePorts, tablePorts } from '../table-ports';

/** Publishing: the stored catalogue's reads, the index's writer and the clock (the rates' day). */
export interface PublishPorts {
  readProducts: () => Promise<Product[]>;
  /** The counted units of those of the products that have a count. */
  readUnits: (productIds: readonly string[]) => Promise<Map<string, number>>;
  readCategories: () => Promise<Category[]>;
  publishIndex: (
    products: readonly Product[],
    categories: readonly Category[],
    day: string,
    publishedAt: string,
  ) => Promise<CatalogueIndex>;
  clock: () => Date;
}

/** Rendering: the writer of one pre-rendered page into the site bucket. */
export interface RenderPorts {
  writePage: (page: SitePage) => Promise<void>;
}

/** Changing a product's availability: a consistent read of the product and the update's item. */
export interface AvailabilityChangePorts extends TablePorts {
  readProduct: (id: string) => Promise<Product | undefined>;
  availabilityChange: typeof availabilityChange;
}

export const deps = (): PublishPorts & RenderPorts & AvailabilityChangePorts => ({
  ...tablePorts(),
  readProducts: listProducts,
  readUnits: unitsOf,
  readCategories: listCategories,
  publishIndex,
  writePage: writeSitePage,
  readProduct: (id) => getProduct(id, { consistent: true }),
  availabilityChange,
});
