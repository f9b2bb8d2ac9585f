import useSWR from 'swr';
import type { OrderView } from '#shared/orders/order-view';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';

// One order and its cancellation: a guest's through the order link's token, a customer's under
// `/me` with the session's ID token (functions/orders/README.md).

export type OrderReader = { kind: 'guest'; id: string; token: string } | { kind: 'owner'; id: string };

const orderPath = (reader: OrderReader) =>
  reader.kind === 'guest'
    ? `/api/orders/orders/${encodeURIComponent(reader.id)}?${new URLSearchParams({ token: reader.token })}`
    : `/api/orders/me/orders/${encodeURIComponent(reader.id)}`;

export const useOrder = (reader: OrderReader) =>
  useSWR<OrderView, ApiError>(orderPath(reader), reader.kind === 'guest' ? apiFetch : authorizedFetch);

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
