import { deliveryTimeQuestionSchema } from '../../../shared/catalogue/delivery-time-question';
import { AppError } from '../../lib/errors';
import type { Route } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-body';
import { json } from '../../lib/http/reply';
import { askDeliveryTime } from '../../lib/table/delivery-time-questions';
import { limitMailsTo } from '../limit-mails-to';
import { productIdOf } from '../product-id';

/** POST /api/cms/products/{id}/delivery-time-questions: stores the question; sales and customer are e-mailed. */
export const postDeliveryTimeQuestion: Route = async ({ event }) => {
  const productId = productIdOf(event);
  const question = parseJsonBody(event, deliveryTimeQuestionSchema);
  await limitMailsTo(question.email);
  if ((await askDeliveryTime(productId, question)) === 'product_not_found')
    throw new AppError('product_not_found');
  return json(201, { status: 'asked', email: question.email });
};
