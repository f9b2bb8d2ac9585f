import { describe, expect, it } from 'vitest';
import { graphProblems } from '../state-machine';
import {
  cancellableStates,
  configurableStates,
  subscriptionMachine,
  subscriptionStatusOf,
} from './subscription-states';

describe('a Microsoft 365 subscription', () => {
  it('is a sound machine', () => {
    expect(graphProblems(subscriptionMachine)).toEqual([]);
  });

  it.each([
    ['notConfigured', 'provisioning', true],
    ['provisioning', 'active', true],
    ['provisioning', 'failed', true],
    ['failed', 'provisioning', true],
    ['active', 'provisioning', false],
    ['notConfigured', 'active', false],
    ['cancelled', 'active', false],
    ['notConfigured', 'cancelled', true],
    ['failed', 'cancelled', true],
    ['active', 'cancelled', true],
    ['provisioning', 'cancelled', false],
  ] as const)('moves from %s to %s: %s', (from, to, allowed) => {
    expect(subscriptionMachine.canMove(from, to)).toBe(allowed);
  });

  it('may be configured when not configured yet, or after a failed provisioning only', () => {
    expect([...configurableStates].sort()).toEqual(['failed', 'notConfigured']);
  });

  it('may be cancelled unless Microsoft is provisioning it', () => {
    expect([...cancellableStates].sort()).toEqual(['active', 'failed', 'notConfigured']);
  });
});

describe('the status a customer sees', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it.each([
    ['provisioning', undefined, true, 'processing'],
    ['notConfigured', undefined, true, 'notConfigured'],
    ['active', '2027-11-26T00:00:00Z', false, 'active'],
    ['active', '2026-12-20T00:00:00Z', true, 'active'],
    ['active', '2026-12-20T00:00:00Z', false, 'expiring'],
    ['active', '2026-11-26T11:59:59Z', true, 'expired'],
    ['failed', undefined, true, 'failed'],
  ] as const)('%s ending %s (auto-renew %s) is %s', (state, termEnd, autoRenew, status) => {
    expect(subscriptionStatusOf({ state, termEnd, autoRenew }, now)).toBe(status);
  });
});
