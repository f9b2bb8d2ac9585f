import * as z from 'zod/mini';
import { orderStatuses } from '#shared/orders/order-states';
import { type HistoryFilters, queryOf } from './order-list-path';

// The order history's filters (spec section 2: status and dates) live in the page's URL query, so a
// filtered list can be reloaded, shared and stepped back through. A value the API would refuse is
// left out rather than sent.

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

/** The URL query of the filters: `?status=unpaid&from=…`, or empty without a filter. */
export const searchOfFilters = (filters: HistoryFilters): string => {
  const query = queryOf(filters);
  return query ? `?${query}` : '';
};
