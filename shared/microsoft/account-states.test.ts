import { describe, expect, it } from 'vitest';
import { graphProblems } from '../state-machine';
import { accountMachine } from './account-states';

describe('a Microsoft 365 account', () => {
  it('is a sound machine', () => {
    expect(graphProblems(accountMachine)).toEqual([]);
  });

  it.each([
    ['awaitingAuthorisation', 'awaitingConfirmation', true],
    ['awaitingAuthorisation', 'active', true],
    ['awaitingConfirmation', 'active', true],
    ['awaitingConfirmation', 'awaitingAuthorisation', false],
    ['active', 'awaitingConfirmation', false],
  ] as const)('moves from %s to %s: %s', (from, to, allowed) => {
    expect(accountMachine.canMove(from, to)).toBe(allowed);
  });
});
