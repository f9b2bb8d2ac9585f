import { useSyncExternalStore } from 'react';
import type { BasketView } from '#shared/basket/basket-view';

// What the app shows over the page after a basket change made outside the basket screen: the basket
// modal after "add to basket" (or the stock-limit modal, or why the product was not added), and the
// messages of a change the visitor did not make here: the merge at sign-in, or the rules emptying the
// basket on its screen (which then sends the visitor home). One at a time; the app loads the modal's
// code on the first one.

export type BasketNotice =
  | { kind: 'added'; productId: string; basket: BasketView }
  | { kind: 'changed'; basket: BasketView };

let current: BasketNotice | null = null;
const listeners = new Set<() => void>();

const set = (notice: BasketNotice | null) => {
  current = notice;
  for (const listener of listeners) listener();
};

export const showBasketNotice = (notice: BasketNotice) => set(notice);
export const closeBasketNotice = () => set(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useBasketNotice = (): BasketNotice | null =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
