import { availabilityRequestSchema } from '../../../shared/catalogue/availability-request';
import { AppError } from '../../lib/errors';
import type { Route } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-body';
import { json } from '../../lib/http/reply';
import { requestAvailabilityNotification } from '../../lib/table/availability-requests';
import { limitMailsTo } from '../limit-mails-to';
import { productIdOf } from '../product-id';

/**
 * POST /api/cms/products/{id}/availability-notifications: remembers a consenting e-mail until the
 * product can be ordered (once per e-mail); refused while the product is orderable or discontinued.
 */
export const postAvailabilityNotification: Route = async ({ event }) => {
  const productId = productIdOf(event);
  const request = parseJsonBody(event, availabilityRequestSchema);
  await limitMailsTo(request.email);
  const result = await requestAvailabilityNotification(productId, request);
  if (result === 'product_not_found') throw new AppError('product_not_found');
  if (result === 'not_awaiting') throw new AppError('availability_notification_failed');
  return json(201, { status: 'requested', email: request.email });
};
