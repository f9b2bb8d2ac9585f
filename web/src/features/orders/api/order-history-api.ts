import useSWRInfinite from 'swr/infinite';
import type { OrderListPage } from '#shared/orders/order-view';
import type { ApiError } from '../../../lib/api-client';
import { type HistoryFilters, historyPath } from '../../../lib/orders/order-list-path';
import { authorizedFetch } from '../../../lib/session/session';

/** The customer's orders, newest first, ten a page; each further page starts at the last one's cursor. */
export const useOrderHistory = (filters: HistoryFilters) =>
  useSWRInfinite<OrderListPage, ApiError>(
    (index: number, previous: OrderListPage | null) =>
      index === 0 ? historyPath(filters) : previous?.cursor ? historyPath(filters, previous.cursor) : null,
    authorizedFetch,
    { revalidateFirstPage: false },
  );
