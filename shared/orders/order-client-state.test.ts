import { describe, expect, it } from 'vitest';
import {
  initialOrderClientState,
  type OrderClientAction,
  type OrderClientState,
  orderClientStateReducer,
  restoreOrderClientState,
} from './order-client-state';

const run = (actions: OrderClientAction[], from = initialOrderClientState()): OrderClientState =>
  actions.reduce(orderClientStateReducer, from);

const contact = { data: { firstName: 'Jan', surname: 'Kowalski' }, valid: true };

/** A shopper at the payment step with forms filled and every agreement ticked. */
const filled = run([
  { type: 'chooseAccountType', accountType: 'business' },
  { type: 'completeStep' },
  { type: 'setShippingForm', form: 'contact', state: contact },
  { type: 'chooseShipping', method: 'courier', selectedAddressId: 'address-1' },
  { type: 'completeStep' },
  { type: 'setInvoice', state: { data: { taxNumber: '5260250274' }, valid: true } },
  { type: 'completeStep' },
  { type: 'choosePaymentMethod', paymentMethodId: 4 },
  { type: 'setAgreement', consent: 'terms', given: true },
  { type: 'setAgreement', consent: 'deviceAsAService', given: true },
]);

describe('the order client state (spec sections 3 and 4)', () => {
  it('starts at step 1 with empty forms, licence owner by authorization number and an existing subscription', () => {
    const state = initialOrderClientState();
    expect(state).toMatchObject({ currentStep: 1, reachedStep: 1, accountType: null, paymentMethodId: null });
    expect(state.licenceOwner.source).toBe('authorizationNumber');
    expect(state.tenant.option).toBe('sub');
    expect(state.shipping.contact).toEqual({ data: {}, valid: false });
    expect(Object.values(state.agreements).every((given) => !given)).toBe(true);
  });

  it('moves forward one step at a time and keeps what was entered', () => {
    expect(filled).toMatchObject({
      currentStep: 4,
      reachedStep: 4,
      accountType: 'business',
      paymentMethodId: 4,
    });
    expect(filled.shipping).toMatchObject({ method: 'courier', selectedAddressId: 'address-1', contact });
  });

  it.each([
    [1, 1],
    [3, 3],
    [4, 4],
    [5, 4],
    [0, 4],
  ])('goes from step 4 (reached 4) to step %i: shows step %i', (step, shown) => {
    expect(run([{ type: 'goToStep', step }], filled).currentStep).toBe(shown);
  });

  it('keeps the furthest step reached after going back', () => {
    const back = run([{ type: 'goToStep', step: 2 }], filled);
    expect(back).toMatchObject({ currentStep: 2, reachedStep: 4 });
    expect(run([{ type: 'goToStep', step: 4 }], back).currentStep).toBe(4);
  });

  it('never goes past the summary, step 5', () => {
    expect(run([{ type: 'completeStep' }, { type: 'completeStep' }], filled).currentStep).toBe(5);
  });

  const placed = run([{ type: 'orderPlaced', realizationId: 'R1' }], filled);
  it.each<[string, OrderClientAction, Partial<OrderClientState>, Partial<OrderClientState>]>([
    [
      'the renew payment guid clears the repeat payment guid and the realizations',
      { type: 'setRenewPaymentGuid', guid: 'renew-1' },
      { repeatPaymentGuid: 'repeat-0' },
      { renewPaymentGuid: 'renew-1', repeatPaymentGuid: null, realizations: [] },
    ],
    [
      'the repeat payment guid clears the renew payment guid and the realizations',
      { type: 'setRepeatPaymentGuid', guid: 'repeat-1' },
      { renewPaymentGuid: 'renew-0' },
      { repeatPaymentGuid: 'repeat-1', renewPaymentGuid: null, realizations: [] },
    ],
  ])('setting %s (spec section 4)', (_, action, before, after) => {
    expect(run([action], { ...placed, ...before })).toMatchObject(after);
  });

  it('after an order clears the forms and resets the device-as-a-service agreement, keeping the new realization', () => {
    const after = run([{ type: 'orderPlaced', realizationId: 'R9' }], filled);
    expect(after.shipping.contact).toEqual({ data: {}, valid: false });
    expect(after.invoice).toEqual({ data: {}, valid: false });
    expect(after.agreements.deviceAsAService).toBe(false);
    expect(after).toMatchObject({ currentStep: 1, realizations: ['R9'] });
  });

  it('starts afresh on sign-out', () => {
    expect(run([{ type: 'signedOut' }], filled)).toEqual(initialOrderClientState());
  });

  it('survives a reload through JSON, and a stored value that does not parse starts afresh', () => {
    expect(restoreOrderClientState(JSON.parse(JSON.stringify(filled)))).toEqual(filled);
    expect(restoreOrderClientState({ ...filled, currentStep: 9 })).toEqual(initialOrderClientState());
    expect(restoreOrderClientState({ ...filled, price: 1 })).toEqual(initialOrderClientState());
    expect(restoreOrderClientState('not a state')).toEqual(initialOrderClientState());
  });
});
