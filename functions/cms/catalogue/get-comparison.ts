import { comparisonLimit } from '#shared/catalogue/comparison';
import { comparisonQuerySchema } from '#shared/catalogue/listing';
import { AppError } from '../../lib/errors';
import type { Route } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-query';
import { json } from '../../lib/http/reply';
import { currentCatalogueIndex } from '../../lib/search/current-index';
import { productsAsShown } from '../../lib/table/stock';
import { productView } from '../../use-cases/catalogue/product-view';

/**
 * GET /api/cms/comparison?ids=: the compared products side by side. At most `comparisonLimit` (4);
 * unknown or discontinued products are left out and named in `removed`; the rest must share a category.
 */
export const getComparison: Route = async ({ event }) => {
  const { ids, ...shopper } = parseQuery(event, comparisonQuerySchema);
  const unique = [...new Set(ids)];
  if (unique.length > comparisonLimit) throw new AppError('comparison_full');
  const [index, found] = await Promise.all([currentCatalogueIndex(), productsAsShown(unique)]);
  const products = unique.flatMap((id) => {
    const product = found.get(id);
    return product && product.availability.state !== 'discontinued' ? [product] : [];
  });
  if (new Set(products.map((product) => product.categoryId)).size > 1) {
    throw new AppError('comparison_category_mismatch');
  }
  const kept = new Set(products.map((product) => product.id));
  return json(200, {
    products: products.map((product) => productView(index, product, shopper)),
    removed: unique.filter((id) => !kept.has(id)),
  });
};
