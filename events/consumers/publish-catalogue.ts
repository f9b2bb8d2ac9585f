import { deps } from '#functions/use-cases/catalogue/deps';
import { publishCatalogue } from '#functions/use-cases/catalogue/publish-catalogue';
import { renderAffectedPages } from '#functions/use-cases/catalogue/render-site-pages';
import { productChanged } from '../contracts/product-changed';
import { sqsConsumer } from './sqs-consumer';

/**
 * A product changed: publish the search index again (listings show it within the cache lifespan),
 * then re-render only the pre-rendered pages it appears on: its own and its categories' first pages.
 */
export const handler = sqsConsumer(productChanged, async ({ data }) => {
  const ports = deps();
  const { index, products } = await publishCatalogue(ports);
  const product = products.find(({ id }) => id === data.productId);
  const pages = product ? await renderAffectedPages(ports, index, product) : 0;
  // A small, JSON-safe result: the idempotency record stores it.
  return { productId: data.productId, pages };
});
