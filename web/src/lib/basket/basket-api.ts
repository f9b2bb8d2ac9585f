import useSWR, { mutate } from 'swr';
import type { BasketView } from '#shared/basket/basket-view';
import type { ApiError } from '../api-client';
import { type BasketScope, basketFetch, basketKey, basketPath, useBasketScope } from './basket-scope';

// The basket read every screen shares (the header's count, the basket screen, the modal) and the one
// way to change it: a write's answer becomes the basket they all show, without another read.

/**
 * The basket in a scope's terms; undefined until it answers (and on the server). `keepPrevious`
 * keeps showing the last answer while a changed scope's one loads (the checkout re-pricing it with a
 * VAT id), so the screen does not fall back to its loading state.
 */
export const useBasketIn = (scope: BasketScope, { keepPrevious = false } = {}) =>
  useSWR<BasketView, ApiError>(
    basketKey(scope),
    ([path]: ReturnType<typeof basketKey>) => basketFetch<BasketView>(scope, path),
    { keepPreviousData: keepPrevious },
  );

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
