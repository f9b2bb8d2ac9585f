import type { OrderStatus } from '#shared/orders/order-states';

// The customer's order list request (`GET /api/orders/me/orders`), read by the order history and by
// what is due to pay.

export interface HistoryFilters {
  status?: OrderStatus;
  /** Orders created from this day on (`YYYY-MM-DD`). */
  from?: string;
  /** Orders created up to this day, inclusive. */
  to?: string;
}

/** The list's query: the filters that are set, then the page's cursor. */
export const queryOf = (filters: HistoryFilters, cursor?: string) => {
  const query = new URLSearchParams();
  for (const key of ['status', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  if (cursor) query.set('cursor', cursor);
  return query.toString();
};

/** `GET /api/orders/me/orders` with the filters and the page's cursor. */
export const historyPath = (filters: HistoryFilters, cursor?: string): string => {
  const query = queryOf(filters, cursor);
  return `/api/orders/me/orders${query ? `?${query}` : ''}`;
};
