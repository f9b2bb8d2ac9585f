import useSWR from 'swr';
import type { ListingQuery, ListingResult, ProductView } from '../../../../shared/catalogue/listing';
import { listingParams } from '../../../../shared/catalogue/listing';
import { type ApiError, apiFetch } from '../../lib/api-client';
import { useStored } from '../../lib/browser-store';
import { useLanguage } from '../../lib/language-context';
import { userSettingsStore } from '../../lib/user-settings-store';

// The catalogue calls of the cms group. Prices depend on the language, currency and country, so
// every priced call carries them. `initial` data (embedded by the pre-renderer) stands in for the
// first answer of its own key only.

export const usePriceContext = () => {
  const language = useLanguage();
  const { currency, country } = useStored(userSettingsStore);
  return { language, currency, country };
};

const withContext = (params: URLSearchParams, context: ReturnType<typeof usePriceContext>) => {
  params.set('language', context.language);
  params.set('currency', context.currency);
  params.set('country', context.country);
  return params.toString();
};

const initialOptions = <T>(initial: T | undefined) => ({
  fallbackData: initial,
  revalidateOnMount: initial === undefined,
});

/** A listing page; `null` skips the call (e.g. a phrase too short to search). */
export const useListing = (query: Partial<ListingQuery> | null, initial?: ListingResult) => {
  const context = usePriceContext();
  const key = query && `/api/cms/products?${withContext(listingParams(query), context)}`;
  const matches = initial?.currency === context.currency ? initial : undefined;
  return useSWR<ListingResult, ApiError>(key, apiFetch, {
    ...initialOptions(matches),
    keepPreviousData: true,
  });
};

/** A product; while it loads in another currency, the one shown so far stays (no page collapsing). */
export const useProduct = (id: string, initial?: ProductView) => {
  const context = usePriceContext();
  const matches = initial?.id === id && initial.price.currency === context.currency ? initial : undefined;
  return useSWR<ProductView, ApiError>(
    `/api/cms/products/${encodeURIComponent(id)}?${withContext(new URLSearchParams(), context)}`,
    apiFetch,
    { ...initialOptions(matches), keepPreviousData: true },
  );
};

export interface ComparisonResult {
  products: ProductView[];
  /** Unknown or discontinued products, to drop from the list. */
  removed: string[];
}

export const useComparison = (ids: readonly string[]) => {
  const context = usePriceContext();
  const key =
    ids.length > 0 &&
    `/api/cms/comparison?${withContext(new URLSearchParams({ ids: ids.join(',') }), context)}`;
  return useSWR<ComparisonResult, ApiError>(key || null, apiFetch, { keepPreviousData: true });
};

const productRequest = (id: string, path: string, body: unknown) =>
  [
    `/api/cms/products/${encodeURIComponent(id)}/${path}`,
    { method: 'POST', body: JSON.stringify(body) },
  ] as const;

export const postProductRequest = <T>(id: string, path: string, body: unknown) =>
  apiFetch<T>(...productRequest(id, path, body));

/** A request only a signed-in customer may make (the session code loads on first use). */
export const postSignedInProductRequest = async <T>(id: string, path: string, body: unknown) => {
  const { authorizedFetch } = await import('../../lib/session/session');
  return authorizedFetch<T>(...productRequest(id, path, body));
};
