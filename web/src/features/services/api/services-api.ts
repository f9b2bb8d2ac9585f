import useSWR from 'swr';
import { type ListingResult, listingParams, type ProductView } from '#shared/catalogue/listing';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { usePriceContext, withPriceContext } from '../../../lib/priced-request';

// The catalogue reads the service pages make, priced in the visitor's terms: a device or an IT
// service by id, and the devices of a category matching a phrase.

/** The devices the calculator lists at once. */
const devicesShown = 8;

/** A product in the visitor's language, currency and VAT; `undefined` skips the call. */
export const usePricedProduct = (id: string | undefined) => {
  const context = usePriceContext();
  return useSWR<ProductView, ApiError>(
    id && `/api/cms/products/${encodeURIComponent(id)}?${withPriceContext(new URLSearchParams(), context)}`,
    apiFetch,
    { keepPreviousData: true },
  );
};

/** The most popular devices of a category, or those matching a phrase the listing searches. */
export const useDevices = (category: string, q: string | undefined) => {
  const context = usePriceContext();
  const params = listingParams({ category, pageSize: devicesShown, ...(q ? { q } : {}) });
  return useSWR<ListingResult, ApiError>(`/api/cms/products?${withPriceContext(params, context)}`, apiFetch, {
    keepPreviousData: true,
  });
};
