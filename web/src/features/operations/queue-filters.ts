import { staffOrdersQuery } from '#shared/orders/order-requests';
import { urlFilters } from './url-filters';

// The order queue's filters as its URL keeps them (`?status=unpaid&method=2&q=…`).

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
] as const satisfies readonly (keyof QueueFilters & keyof ReturnType<typeof staffOrdersQuery>['shape'])[];

const queue = urlFilters(staffOrdersQuery().shape, names, ['q']);

/** The filters a URL's query holds, each only when the API accepts it. */
export const filtersOfSearch: (search: string) => QueueFilters = queue.ofSearch;

/** The query of the filters given, in a stable order (the API's and the URL's). */
export const queueQueryOf: (filters: QueueFilters) => URLSearchParams = queue.queryOf;

/** The URL's search part of the filters (`?…`, or empty). */
export const searchOfFilters: (filters: QueueFilters) => string = queue.searchOf;
