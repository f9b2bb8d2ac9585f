import { describe, expect, it } from 'vitest';
import { graphProblems } from '../state-machine';
import { paymentMachine, paymentStates } from './order-payment-states';

describe('the payment of an order as a declared state machine (spec section 4)', () => {
  it('starts waiting, reaches done, and a booked payment is final', () => {
    expect(paymentMachine.states).toEqual(paymentStates);
    expect(paymentMachine.initial).toEqual(['waiting']);
    expect(graphProblems(paymentMachine)).toEqual([]);
    expect(paymentMachine.terminal).toEqual(['done']);
  });

  it.each([
    ['waiting', 'done', true],
    ['done', 'done', false],
    ['done', 'waiting', false],
  ] as const)('moves a payment from %s to %s: %s', (from, to, allowed) => {
    expect(paymentMachine.canMove(from, to)).toBe(allowed);
  });
});
