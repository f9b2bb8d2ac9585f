import * as z from 'zod/mini';
import { type OrderStatus, orderStatuses } from '#shared/orders/order-states';

// The order history's filters (spec section 2: status and dates) live in the page's URL query, so a
// filtered list can be reloaded, shared and stepped back through. A value the API would refuse is
// left out rather than sent.

export interface HistoryFilters {
  status?: OrderStatus;
  /** Orders created from this day on (`YYYY-MM-DD`). */
  from?: string;
  /** Orders created up to this day, inclusive. */
  to?: string;
}

const statusValue = z.enum(orderStatuses);
const dayValue = z.iso.date();

const valid = <T>(schema: z.ZodMiniType<T>, value: string | null): T | undefined => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** The filters of the URL's query (`?status=&from=&to=`); anything malformed is dropped. */
export const filtersOfSearch = (search: string): HistoryFilters => {
  const query = new URLSearchParams(search);
  const status = valid(statusValue, query.get('status'));
  const from = valid(dayValue, query.get('from'));
  const to = valid(dayValue, query.get('to'));
  return { ...(status && { status }), ...(from && { from }), ...(to && { to }) };
};

const queryOf = (filters: HistoryFilters, cursor?: string) => {
  const query = new URLSearchParams();
  for (const key of ['status', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  if (cursor) query.set('cursor', cursor);
  return query.toString();
};

/** The URL query of the filters: `?status=unpaid&from=…`, or empty without a filter. */
export const searchOfFilters = (filters: HistoryFilters): string => {
  const query = queryOf(filters);
  return query ? `?${query}` : '';
};

/** `GET /api/orders/me/orders` with the filters and the page's cursor. */
export const historyPath = (filters: HistoryFilters, cursor?: string): string => {
  const query = queryOf(filters, cursor);
  return `/api/orders/me/orders${query ? `?${query}` : ''}`;
};
