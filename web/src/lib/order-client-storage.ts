// Where the order client state lives (session storage, features/checkout/checkout-store.ts) and its
// reset at sign-out (spec section 4: sign-out resets order and user data), kept apart from the state's
// schema so the app shell's session keeper stays small.

export const orderClientStorageKey = 'shop.checkout';

/** Forgets this tab's order client state. */
export const clearOrderClientState = () => {
  try {
    window.sessionStorage.removeItem(orderClientStorageKey);
  } catch {
    // Storage blocked: nothing was kept.
  }
};
