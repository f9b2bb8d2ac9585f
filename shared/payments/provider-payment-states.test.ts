import { describe, expect, it } from 'vitest';
import { graphProblems } from '../state-machine';
import {
  paymentMoveOf,
  providerPaymentMachine,
  providerPaymentStates,
  sourcesOfMove,
} from './provider-payment-states';

describe('a payment at the provider as a declared state machine', () => {
  it('starts registered, reaches every state, and only failed and refunded are final', () => {
    expect(providerPaymentMachine.states).toEqual(providerPaymentStates);
    expect(providerPaymentMachine.initial).toEqual(['registered']);
    expect(graphProblems(providerPaymentMachine)).toEqual([]);
    expect(providerPaymentMachine.terminal).toEqual(['failed', 'refunded']);
  });

  it.each([
    ['registered', ['paid', 'failed', 'expired']],
    ['paid', ['refunded']],
    ['failed', []],
    ['expired', ['paid']],
    ['refunded', []],
  ] as const)('lets a payment in %s move only to %j', (from, targets) => {
    expect(providerPaymentMachine.targetsOf(from)).toEqual(targets);
  });

  it.each([
    ['settle', 'registered', 'paid'],
    ['settle', 'expired', 'paid'],
    ['settle', 'paid', undefined],
    ['settle', 'failed', undefined],
    ['settle', 'refunded', undefined],
    ['decline', 'registered', 'failed'],
    ['decline', 'paid', undefined],
    ['decline', 'expired', undefined],
    ['expire', 'registered', 'expired'],
    ['expire', 'paid', undefined],
    ['expire', 'expired', undefined],
    ['refund', 'paid', 'refunded'],
    ['refund', 'registered', undefined],
    ['refund', 'refunded', undefined],
  ] as const)('answers %s of a payment in %s with %s', (action, from, to) => {
    expect(paymentMoveOf(action, from)).toBe(to);
  });

  it('settles a payment once: a repeated notification finds it paid and has no move', () => {
    const settled = paymentMoveOf('settle', 'registered');
    expect(settled).toBe('paid');
    expect(settled && paymentMoveOf('settle', settled)).toBeUndefined();
  });

  it.each([
    ['settle', ['registered', 'expired']],
    ['decline', ['registered']],
    ['expire', ['registered']],
    ['refund', ['paid']],
  ] as const)('conditions %s on the payment being in %j', (action, sources) => {
    expect(sourcesOfMove(action)).toEqual(sources);
  });
});
