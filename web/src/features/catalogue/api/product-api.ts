import useSWR from 'swr';
import type { ProductView } from '#shared/catalogue/listing';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { initialOptions, usePriceContext, withPriceContext } from '../../../lib/priced-request';

/** A product; while it loads in another currency, the one shown so far stays (no page collapsing). */
export const useProduct = (id: string, initial?: ProductView) => {
  const context = usePriceContext();
  const matches = initial?.id === id && initial.price.currency === context.currency ? initial : undefined;
  return useSWR<ProductView, ApiError>(
    `/api/cms/products/${encodeURIComponent(id)}?${withPriceContext(new URLSearchParams(), context)}`,
    apiFetch,
    { ...initialOptions(matches), keepPreviousData: true },
  );
};
