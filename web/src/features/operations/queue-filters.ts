import { staffOrdersQuerySchema } from '#shared/orders/order-requests';

// The order queue's filters as its URL keeps them (`?status=unpaid&method=2&q=…`), so a filtered
// queue can be reloaded, shared and stepped back to; a filter the API's query schema would refuse is
// left out (its own field's rule, so a refused one does not lose the others).

export interface QueueFilters {
  status?: string;
  payment?: string;
  method?: string;
  shipping?: string;
  from?: string;
  to?: string;
  q?: string;
}

const names = [
  'status',
  'payment',
  'method',
  'shipping',
  'from',
  'to',
  'q',
] as const satisfies readonly (keyof QueueFilters & keyof typeof staffOrdersQuerySchema.shape)[];

/** The filters a URL's query holds, each only when the API accepts it. */
export const filtersOfSearch = (search: string): QueueFilters => {
  const query = new URLSearchParams(search);
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = query.get(name);
      if (value === null || !staffOrdersQuerySchema.shape[name].safeParse(value).success) return [];
      return [[name, name === 'q' ? value.trim() : value]];
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
