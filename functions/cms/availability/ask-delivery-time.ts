import { deliveryTimeQuestionSchema } from '#shared/catalogue/delivery-time-question';
import type { Route } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-body';
import { replyOf } from '../../lib/http/reply-of';
import { askDeliveryTime } from '../../use-cases/availability/ask-delivery-time';
import { deps } from '../../use-cases/availability/deps';
import { productIdOf } from '../product-id';

/** POST /api/cms/products/{id}/delivery-time-questions: stores the question; sales and customer are e-mailed. */
export const postDeliveryTimeQuestion: Route = async ({ event }) => {
  const productId = productIdOf(event);
  const question = parseJsonBody(event, deliveryTimeQuestionSchema);
  return replyOf(await askDeliveryTime(deps(), { productId, question }), 201);
};
