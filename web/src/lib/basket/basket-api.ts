import useSWR, { mutate, preload } from 'swr';
import type { BasketView } from '#shared/basket/basket-view';
import type { Language } from '#shared/locale';
import type { ApiError } from '../api-client';
import {
  type BasketScope,
  basketFetch,
  basketKey,
  basketPath,
  storedBasketScope,
  useBasketScope,
} from './basket-scope';

// The basket read every screen shares (the header's count, the basket screen, the modal) and the one
// way to change it: a write's answer becomes the basket they all show, without another read.

/**
 * The basket in a scope's terms; undefined until it answers (and on the server). `keepPrevious`
 * keeps showing the last answer while a changed scope's one loads (the checkout re-pricing it with a
 * VAT id), so the screen does not fall back to its loading state.
 */
export const useBasketIn = (scope: BasketScope, { keepPrevious = false } = {}) =>
  useSWR<BasketView, ApiError>(basketKey(scope), readerOf(scope), { keepPreviousData: keepPrevious });

const readerOf =
  (scope: BasketScope) =>
  ([path]: ReturnType<typeof basketKey>) =>
    basketFetch<BasketView>(scope, path);

/**
 * Starts reading the basket of a page in `language` before React renders it; the first `useBasket`
 * of that scope takes this answer instead of asking again (a failure shows there, as its own would).
 */
export const preloadBasket = (language: Language): void => {
  const scope = storedBasketScope(language);
  preload(basketKey(scope), readerOf(scope)).catch(() => undefined);
};

/** The visitor's basket in the page's terms. */
export const useBasket = () => useBasketIn(useBasketScope());

/** Sends a change to `…/basket<suffix>`; its answer replaces the shown basket. */
export const writeBasket = async (
  scope: BasketScope,
  suffix: string,
  method: 'POST' | 'PUT' | 'DELETE',
  body?: unknown,
): Promise<BasketView> => {
  const init = body === undefined ? { method } : { method, body: JSON.stringify(body) };
  const answer = await basketFetch<BasketView>(scope, basketPath(scope, suffix), init);
  await mutate(basketKey(scope), answer, { revalidate: false });
  return answer;
};
