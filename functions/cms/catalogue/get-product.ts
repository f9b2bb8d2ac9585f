import { shopperQuerySchema } from '#shared/catalogue/listing';
import type { Route } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-query';
import { errorReply, json, type Reply } from '../../lib/http/reply';
import { replyMemo } from '../../lib/http/reply-memo';
import { currentCatalogueIndex } from '../../lib/search/current-index';
import { productsAsShown } from '../../lib/table/stock';
import { productView } from '../../use-cases/catalogue/product-view';
import { productIdOf } from '../product-id';
import { figuresCache } from './catalogue-cache';

// Each product page's reply per warm container, index and shopper terms (a table read and the related
// cards per request held the route to p99 95 ms at 923 requests/s), at most a minute. Published figures
// make a new index (`currentCatalogueIndex`), so a rating, a stock or a price change is answered within
// seconds; the minute bounds what no figure announces.
const memo = replyMemo<Promise<Reply>>(500, { maxAgeMs: 60_000 });

/** GET /api/cms/products/{id}: the product page in the shopper's language, currency and VAT. */
export const getProductRoute: Route = async ({ event }) => {
  const id = productIdOf(event);
  const shopper = parseQuery(event, shopperQuerySchema);
  const index = await currentCatalogueIndex();
  return memo(index, `${id}|${shopper.language}|${shopper.currency}|${shopper.country}`, async () => {
    const product = (await productsAsShown([id])).get(id);
    if (!product) return errorReply('product_not_found');
    return json(200, productView(index, product, shopper), figuresCache);
  });
};
