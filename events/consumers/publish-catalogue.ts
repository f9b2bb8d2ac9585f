import { publishCatalogue } from '../../functions/cms/catalogue/publish-catalogue';
import { renderAffectedPages } from '../../functions/cms/catalogue/render-site-pages';
import { productChanged } from '../contracts/product-changed';
import { sqsConsumer } from './sqs-consumer';

/**
 * A product changed: publish the search index again (listings show it within the cache lifespan),
 * then re-render only the pre-rendered pages it appears on: its own and its categories' first pages.
 */
export const handler = sqsConsumer(productChanged, async ({ data }) => {
  const { index, products } = await publishCatalogue();
  const product = products.find(({ id }) => id === data.productId);
  const pages = product ? await renderAffectedPages(index, product) : 0;
  // A small, JSON-safe result: the idempotency record stores it.
  return { productId: data.productId, pages };
});
