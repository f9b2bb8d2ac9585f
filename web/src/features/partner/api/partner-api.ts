import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { PartnerOrderPage, PartnerView } from '#shared/partners/partner-portal';
import type { ApiError } from '../../../lib/api-client';
import { type HistoryFilters, queryOf } from '../../../lib/orders/order-list-path';
import { authorizedFetch } from '../../../lib/session/session';

// The partner portal's requests (`/api/clients/partner/…`, functions/clients/README.md), with the
// session's ID token: the API answers a partner only.

/** The partner's code, currency and discounts. */
export const usePartner = () =>
  useSWR<PartnerView, ApiError>('/api/clients/partner/profile', authorizedFetch);

const ordersPath = (filters: HistoryFilters, cursor?: string) => {
  const query = queryOf(filters, cursor);
  return `/api/clients/partner/orders${query ? `?${query}` : ''}`;
};

/** The orders of the customers the partner brought, newest first; each further page starts at the last one's cursor. */
export const usePartnerOrders = (filters: HistoryFilters) =>
  useSWRInfinite<PartnerOrderPage, ApiError>(
    (index: number, previous: PartnerOrderPage | null) =>
      index === 0 ? ordersPath(filters) : previous?.cursor ? ordersPath(filters, previous.cursor) : null,
    authorizedFetch,
    { revalidateFirstPage: false },
  );
