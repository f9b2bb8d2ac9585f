import { useEffect, useReducer } from 'react';
import {
  initialOrderClientState,
  type OrderClientAction,
  type OrderClientState,
  orderClientStateReducer,
  restoreOrderClientState,
} from '#shared/orders/order-client-state';
import { orderClientStorageKey } from '../../lib/order-client-storage';

// The order client state of spec section 3, kept in session storage so a reload loses nothing the
// shopper entered; it changes only through the shared reducer and is read back through the shared
// restore (a malformed copy starts afresh). The checkout reads and changes it; sign-out drops it
// (lib/order-client-storage.ts).

export const loadCheckoutState = (storage: Storage): OrderClientState => {
  try {
    return restoreOrderClientState(JSON.parse(storage.getItem(orderClientStorageKey) ?? 'null'));
  } catch {
    return initialOrderClientState();
  }
};

export const saveCheckoutState = (storage: Storage, state: OrderClientState) =>
  storage.setItem(orderClientStorageKey, JSON.stringify(state));

/** The checkout's state and its dispatch; every change is written back to session storage. */
export const useCheckoutState = (): [OrderClientState, (action: OrderClientAction) => void] => {
  const [state, dispatch] = useReducer(orderClientStateReducer, undefined, () =>
    typeof window === 'undefined' ? initialOrderClientState() : loadCheckoutState(window.sessionStorage),
  );
  useEffect(() => saveCheckoutState(window.sessionStorage, state), [state]);
  return [state, dispatch];
};
