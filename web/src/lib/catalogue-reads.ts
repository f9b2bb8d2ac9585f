import useSWR from 'swr';
import {
  type ListingQuery,
  type ListingResult,
  listingParams,
  type ProductView,
} from '#shared/catalogue/listing';
import { type ApiError, apiFetch } from './api-client';
import { initialOptions, type PriceContext, usePriceContext, withPriceContext } from './priced-request';

// The catalogue's reads in the visitor's language, currency and VAT, shared by the catalogue's pages and
// the service pages' calculator.

/**
 * A product; `undefined` skips the call. While it loads in another currency, the one shown so far
 * stays (no page collapsing).
 */
export const useProduct = (id: string | undefined, initial?: ProductView) => {
  const context = usePriceContext();
  const matches =
    initial && initial.id === id && initial.price.currency === context.currency ? initial : undefined;
  return useSWR<ProductView, ApiError>(
    id && `/api/cms/products/${encodeURIComponent(id)}?${withPriceContext(new URLSearchParams(), context)}`,
    apiFetch,
    { ...initialOptions(matches), keepPreviousData: true },
  );
};

/** The listing call of `query` in the price context: its address, also its cache key. */
const listingKey = (query: Partial<ListingQuery>, context: PriceContext) =>
  `/api/cms/products?${withPriceContext(listingParams(query), context)}`;

/** A listing page (category or search); `null` skips the call (e.g. a phrase too short to search). */
export const useListing = (query: Partial<ListingQuery> | null, initial?: ListingResult) => {
  const context = usePriceContext();
  const key = query && listingKey(query, context);
  const matches = initial?.currency === context.currency ? initial : undefined;
  return useSWR<ListingResult, ApiError>(key, apiFetch, {
    ...initialOptions(matches),
    keepPreviousData: true,
  });
};
