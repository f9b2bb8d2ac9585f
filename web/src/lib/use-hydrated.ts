import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while rendering on the server and while hydrating pre-rendered HTML, true from the render after
 * (and at once on a screen the browser renders itself): a pre-rendered shell whose content depends on
 * the address's query (the search) renders its shell until then, as the server did, so hydration
 * matches.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
