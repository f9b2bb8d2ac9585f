import useSWR from 'swr';
import type { PartnerPriceListPage } from '#shared/partners/partner-portal';
import type { ApiError } from '../api-client';
import { authorizedFetch } from '../session/session';

// A partner's price list (functions/clients/README.md): the partner's own in her portal, or one the
// operations staff open at their own route; both answer the same page.

export interface PriceListQuery {
  q?: string;
  page: number;
}

/** The caller's own price list; the operations staff read a partner's at their own route. */
export const ownPriceListPath = '/api/clients/partner/price-list';

/** A page of a price list (`path`) at the partner's terms, in the page's language. */
export const usePartnerPriceList = (path: string, { q, page }: PriceListQuery, language: string) => {
  const query = new URLSearchParams({ ...(q ? { q } : {}), page: String(page), language });
  return useSWR<PartnerPriceListPage, ApiError>(`${path}?${query}`, authorizedFetch, {
    keepPreviousData: true,
  });
};
