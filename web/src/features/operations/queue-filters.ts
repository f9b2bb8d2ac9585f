import { shippingMethods } from '#shared/basket/shipping';
import { paymentStates } from '#shared/orders/order-payment-states';
import { orderStatuses } from '#shared/orders/order-states';
import { paymentMethodIds } from '#shared/orders/payment-methods';

// The order queue's filters as its URL keeps them (`?status=unpaid&method=2&q=…`), so a filtered
// queue can be reloaded, shared and stepped back to; anything the API would refuse is left out.

export interface QueueFilters {
  status?: string;
  payment?: string;
  method?: string;
  shipping?: string;
  from?: string;
  to?: string;
  q?: string;
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const methodIds = Object.values(paymentMethodIds).map(String);

const accepted: Record<keyof QueueFilters, (value: string) => boolean> = {
  status: (value) => (orderStatuses as readonly string[]).includes(value),
  payment: (value) => (paymentStates as readonly string[]).includes(value),
  method: (value) => methodIds.includes(value),
  shipping: (value) => (shippingMethods as readonly string[]).includes(value),
  from: (value) => day.test(value),
  to: (value) => day.test(value),
  q: (value) => value.trim().length > 0 && value.length <= 254,
};
const names = Object.keys(accepted) as (keyof QueueFilters)[];

/** The filters a URL's query holds, each only when the API accepts it. */
export const filtersOfSearch = (search: string): QueueFilters => {
  const query = new URLSearchParams(search);
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = query.get(name);
      return value !== null && accepted[name](value) ? [[name, name === 'q' ? value.trim() : value]] : [];
    }),
  );
};

/** The query of the filters given, in a stable order (the API's and the URL's). */
export const queueQueryOf = (filters: QueueFilters): URLSearchParams =>
  new URLSearchParams(names.flatMap((name) => (filters[name] ? [[name, filters[name]]] : [])));

/** The URL's search part of the filters (`?…`, or empty). */
export const searchOfFilters = (filters: QueueFilters): string => {
  const query = queueQueryOf(filters).toString();
  return query ? `?${query}` : '';
};
