import useSWR from 'swr';
import { type ListingQuery, type ListingResult, listingParams } from '#shared/catalogue/listing';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { initialOptions, usePriceContext, withPriceContext } from '../../../lib/priced-request';

/** A listing page (category or search); `null` skips the call (e.g. a phrase too short to search). */
export const useListing = (query: Partial<ListingQuery> | null, initial?: ListingResult) => {
  const context = usePriceContext();
  const key = query && `/api/cms/products?${withPriceContext(listingParams(query), context)}`;
  const matches = initial?.currency === context.currency ? initial : undefined;
  return useSWR<ListingResult, ApiError>(key, apiFetch, {
    ...initialOptions(matches),
    keepPreviousData: true,
  });
};
