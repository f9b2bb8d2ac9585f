import { describe, expect, it } from 'vitest';
import { graphProblems } from '../state-machine';
import { requestActionsOf, requestMachine, requestMoveOf, requestStatuses } from './request-states';

describe("a request's handling as a declared state machine", () => {
  it('reaches every status from new, knows every target, and only handled is final', () => {
    expect(requestMachine.states).toEqual(requestStatuses);
    expect(graphProblems(requestMachine)).toEqual([]);
    expect(requestMachine.terminal).toEqual(['handled']);
  });

  it.each([
    ['new', ['inProgress']],
    ['inProgress', ['handled']],
    ['handled', []],
  ] as const)('lets a request in %s move only to %j', (from, targets) => {
    expect(requestMachine.targetsOf(from)).toEqual(targets);
  });

  it.each([
    ['take', 'new', { ok: true, to: 'inProgress' }],
    ['take', 'inProgress', { ok: false, code: 'request_cannot_be_taken' }],
    ['take', 'handled', { ok: false, code: 'request_cannot_be_taken' }],
    ['note', 'new', { ok: false, code: 'request_cannot_be_noted' }],
    ['note', 'inProgress', { ok: true, to: 'inProgress' }],
    ['note', 'handled', { ok: false, code: 'request_cannot_be_noted' }],
    ['handle', 'new', { ok: false, code: 'request_cannot_be_handled' }],
    ['handle', 'inProgress', { ok: true, to: 'handled' }],
    ['handle', 'handled', { ok: false, code: 'request_cannot_be_handled' }],
  ] as const)('%s from %s: %j', (action, from, answer) => {
    expect(requestMoveOf(action, from)).toEqual(answer);
  });

  it.each([
    ['new', ['take']],
    ['inProgress', ['note', 'handle']],
    ['handled', []],
  ] as const)('offers a request in %s the actions %j', (status, actions) => {
    expect(requestActionsOf(status)).toEqual(actions);
  });
});
