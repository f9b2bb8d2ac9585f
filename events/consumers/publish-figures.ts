import { figuresDeps } from '#functions/use-cases/catalogue/figures-deps';
import { publishFigures } from '#functions/use-cases/catalogue/publish-figures';
import { figuresChanged } from '../contracts/figures-changed';
import { sqsConsumer } from './sqs-consumer';

/**
 * A product's figures changed (rated, sold out or back, repriced): its figures published alone and its
 * pages and its categories' first pages rendered again (`publishFigures`), never the whole catalogue.
 * A redelivered event, or one whose change an earlier run already published, changes nothing.
 */
export const handler = sqsConsumer(figuresChanged, async ({ data }) => ({
  // A small, JSON-safe result: the idempotency record stores it.
  productId: data.productId,
  figures: await publishFigures(figuresDeps(), data.productId),
}));
