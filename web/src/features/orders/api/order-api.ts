import type { OrderView } from '#shared/orders/order-view';
import { apiFetch } from '../../../lib/api-client';
import type { OrderReader } from '../../../lib/orders/order-read';
import { authorizedFetch } from '../../../lib/session/session';

// An order's cancellation: a guest's through the order link's token, a customer's under `/me` with the
// session's ID token (functions/orders/README.md); reading the order is lib/orders/order-read.ts.

/** Cancels an unpaid order; answers the cancelled order or the API's refusal (`order_cannot_be_cancelled`…). */
export const cancelOrder = (reader: OrderReader): Promise<OrderView> =>
  reader.kind === 'guest'
    ? apiFetch<OrderView>(`/api/orders/orders/${encodeURIComponent(reader.id)}/cancellation`, {
        method: 'POST',
        body: JSON.stringify({ token: reader.token }),
      })
    : authorizedFetch<OrderView>(`/api/orders/me/orders/${encodeURIComponent(reader.id)}/cancellation`, {
        method: 'POST',
      });
