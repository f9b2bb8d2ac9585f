import useSWR from 'swr';
import { orderIdSchema } from '#shared/orders/order-requests';
import type { OrderView } from '#shared/orders/order-view';
import { type ApiError, apiFetch } from '../api-client';
import { authorizedFetch } from '../session/session';

// Who reads an order and how (functions/orders/README.md): a guest through the order link's token, a
// customer under `/me` with the session's ID token. Read by the order screens and the payment screens.

export type OrderReader = { kind: 'guest'; id: string; token: string } | { kind: 'owner'; id: string };

/** The reader of `?order=&token=`: the link's holder with a token, else the signed-in owner; else none. */
export const orderReaderOf = (search: string, signedIn: boolean): OrderReader | undefined => {
  const query = new URLSearchParams(search);
  const id = orderIdSchema.safeParse(query.get('order'));
  if (!id.success) return undefined;
  const token = query.get('token');
  if (token) return { kind: 'guest', id: id.data, token };
  return signedIn ? { kind: 'owner', id: id.data } : undefined;
};

/** The fetch of a reader's requests: the guest's plain, the owner's with the ID token. */
export const fetcherOf = (reader: OrderReader) => (reader.kind === 'guest' ? apiFetch : authorizedFetch);

const orderPath = (reader: OrderReader) =>
  reader.kind === 'guest'
    ? `/api/orders/orders/${encodeURIComponent(reader.id)}?${new URLSearchParams({ token: reader.token })}`
    : `/api/orders/me/orders/${encodeURIComponent(reader.id)}`;

export const useOrder = (reader: OrderReader) =>
  useSWR<OrderView, ApiError>(orderPath(reader), fetcherOf(reader));
