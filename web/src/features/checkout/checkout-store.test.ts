import { describe, expect, it } from 'vitest';
import { initialOrderClientState, orderClientStateReducer } from '#shared/orders/order-client-state';
import { loadCheckoutState, saveCheckoutState } from './checkout-store';

const storage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  } as unknown as Storage & { items: Map<string, string> };
};

describe('the order client state across a reload', () => {
  it('comes back as it was saved', () => {
    const session = storage();
    const state = orderClientStateReducer(
      orderClientStateReducer(initialOrderClientState(), { type: 'chooseAccountType', accountType: 'guest' }),
      { type: 'completeStep' },
    );
    saveCheckoutState(session, state);
    expect(loadCheckoutState(session)).toEqual(state);
  });

  it('starts afresh from nothing, a malformed copy or one that is not JSON', () => {
    const session = storage();
    expect(loadCheckoutState(session)).toEqual(initialOrderClientState());
    session.items.set('shop.checkout', JSON.stringify({ currentStep: 9 }));
    expect(loadCheckoutState(session)).toEqual(initialOrderClientState());
    session.items.set('shop.checkout', '{not json');
    expect(loadCheckoutState(session)).toEqual(initialOrderClientState());
  });
});
