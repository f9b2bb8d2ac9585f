import { describe, expect, it } from 'vitest';
import { graphProblems } from '../state-machine';
import {
  availabilityMachine,
  isOrderable,
  mayGoInBasket,
  notifiesWaitingCustomers,
} from './availability-states';
import { availabilityStates } from './product';

const live = availabilityStates.filter((state) => state !== 'discontinued');

describe('product availability as a declared state machine (spec section 4)', () => {
  it('holds the 11 states of the spec, each reachable, every target known, only discontinued final', () => {
    expect(availabilityMachine.states).toEqual(availabilityStates);
    expect(graphProblems(availabilityMachine)).toEqual([]);
    expect(availabilityMachine.terminal).toEqual(['discontinued']);
  });

  it.each(live)('lets %s become any other live state or discontinued, as the supplier decides', (from) => {
    for (const to of availabilityStates)
      expect(availabilityMachine.canMove(from, to)).toBe(to !== from || to === 'presale');
  });

  it.each(availabilityStates)('lets a discontinued product never become %s again', (to) => {
    expect(availabilityMachine.canMove('discontinued', to)).toBe(false);
  });

  it.each([
    ['instant', true],
    ['within-24h', true],
    ['1-day', true],
    ['1-2-days', true],
    ['2-3-days', true],
    ['on-demand', false],
    ['presale', false],
    ['expected-soon', false],
    ['ask-delivery-time', false],
    ['notify-availability', false],
    ['discontinued', false],
  ] as const)('takes orders for delivery now in %s: %s', (state, orderable) => {
    expect(isOrderable(state)).toBe(orderable);
    expect(mayGoInBasket(state)).toBe(orderable || state === 'on-demand');
  });

  it.each([
    ['notify-availability', 'instant', true],
    ['presale', '1-day', true],
    ['on-demand', '2-3-days', true],
    ['ask-delivery-time', 'within-24h', true],
    ['expected-soon', '1-2-days', true],
    ['expected-soon', 'notify-availability', false],
    ['presale', 'presale', false],
    ['instant', '1-day', false],
    ['1-day', 'notify-availability', false],
    ['on-demand', 'discontinued', false],
  ] as const)('e-mails the customers waiting when %s becomes %s: %s', (from, to, notifies) => {
    expect(notifiesWaitingCustomers(from, to)).toBe(notifies);
  });
});
