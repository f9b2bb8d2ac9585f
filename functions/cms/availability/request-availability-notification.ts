import { availabilityRequestSchema } from '#shared/catalogue/availability-request';
import type { Route } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-body';
import { replyOf } from '../../lib/http/reply-of';
import { deps } from '../../use-cases/availability/deps';
import { requestAvailabilityNotification } from '../../use-cases/availability/request-availability-notification';
import { productIdOf } from '../product-id';

/**
 * POST /api/cms/products/{id}/availability-notifications: remembers a consenting e-mail until the
 * product can be ordered (once per e-mail); refused while the product is orderable or discontinued.
 */
export const postAvailabilityNotification: Route = async ({ event }) => {
  const productId = productIdOf(event);
  const request = parseJsonBody(event, availabilityRequestSchema);
  return replyOf(await requestAvailabilityNotification(deps(), { productId, request }), 201);
};
