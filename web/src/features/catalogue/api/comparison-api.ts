import useSWR from 'swr';
import type { ProductView } from '#shared/catalogue/listing';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { usePriceContext, withPriceContext } from '../../../lib/priced-request';

export interface ComparisonResult {
  products: ProductView[];
  /** Unknown or discontinued products, to drop from the list. */
  removed: string[];
}

/** The compared products, priced; no call while the list is empty. */
export const useComparison = (ids: readonly string[]) => {
  const context = usePriceContext();
  const key =
    ids.length > 0 &&
    `/api/cms/comparison?${withPriceContext(new URLSearchParams({ ids: ids.join(',') }), context)}`;
  return useSWR<ComparisonResult, ApiError>(key || null, apiFetch, { keepPreviousData: true });
};
