import type { AvailabilityRequest } from '#shared/catalogue/availability-request';
import type { DeliveryTimeQuestion } from '#shared/catalogue/delivery-time-question';
import type { RatingView } from '#shared/catalogue/listing';
import type { RatingRequest } from '#shared/catalogue/rating-request';
import { apiFetch } from '../../../lib/api-client';

// A visitor's requests about one product, posted to the cms group.

const productRequest = (id: string, path: string, body: unknown) =>
  [
    `/api/cms/products/${encodeURIComponent(id)}/${path}`,
    { method: 'POST', body: JSON.stringify(body) },
  ] as const;

/** "Notify me about availability". */
export const requestAvailabilityNotification = (id: string, request: AvailabilityRequest) =>
  apiFetch(...productRequest(id, 'availability-notifications', request));

/** "Ask for delivery time". */
export const askDeliveryTime = (id: string, question: DeliveryTimeQuestion) =>
  apiFetch(...productRequest(id, 'delivery-time-questions', question));

/** A rating, which only a signed-in customer may give (the session code loads on first use). */
export const rateProduct = async (id: string, request: RatingRequest) => {
  const { authorizedFetch } = await import('../../../lib/session/session');
  return authorizedFetch<RatingView>(...productRequest(id, 'ratings', request));
};
