import { describe, expect, it } from 'vitest';
import { defineMachine, graphProblems } from './state-machine';

// The helper on a small order-like machine; each real machine has its own graph test beside it.
type Status = 'new' | 'unpaid' | 'toSend' | 'finished' | 'cancelled';
const orders = defineMachine<Status>({
  initial: ['new'],
  terminal: ['finished', 'cancelled'],
  next: {
    new: ['unpaid', 'cancelled'],
    unpaid: ['toSend', 'cancelled'],
    toSend: ['finished'],
    finished: [],
    cancelled: [],
  },
});

describe('a declared state machine', () => {
  it.each([
    ['new', 'unpaid', true],
    ['unpaid', 'toSend', true],
    ['new', 'toSend', false],
    ['unpaid', 'new', false],
    ['toSend', 'toSend', false],
    ['finished', 'cancelled', false],
  ] as const)('moves from %s to %s: %s, as the table says', (from, to, allowed) => {
    expect(orders.canMove(from, to)).toBe(allowed);
  });

  it('lists its states in declaration order, the targets of a state and the sources of a target', () => {
    expect(orders.states).toEqual(['new', 'unpaid', 'toSend', 'finished', 'cancelled']);
    expect(orders.targetsOf('unpaid')).toEqual(['toSend', 'cancelled']);
    expect(orders.sourcesOf('cancelled')).toEqual(['new', 'unpaid']);
    expect(orders.sourcesOf('new')).toEqual([]);
  });

  it('calls only the declared terminal states terminal', () => {
    expect(orders.states.filter(orders.isTerminal)).toEqual(['finished', 'cancelled']);
  });
});

describe('graphProblems', () => {
  it('finds nothing wrong with a sound machine', () => {
    expect(graphProblems(orders)).toEqual([]);
  });

  it('names a state no initial state leads to', () => {
    const machine = defineMachine<Status>({ ...orders, next: { ...orders.next, unpaid: ['cancelled'] } });
    expect(graphProblems(machine)).toEqual([
      'toSend is not reachable from new',
      'finished is not reachable from new',
    ]);
  });

  it('names a target, an initial or a terminal state that is not a state of the machine', () => {
    const machine = defineMachine<string>({
      initial: ['new', 'draft'],
      terminal: ['finished', 'cancelled', 'archived'],
      next: { ...orders.next, toSend: ['finished', 'lost'] },
    });
    expect(graphProblems(machine)).toEqual([
      'initial state draft is unknown',
      'terminal state archived is unknown',
      'toSend → lost: lost is unknown',
    ]);
  });

  it('names a terminal state with a way out and a state with none that is not declared terminal', () => {
    const machine = defineMachine<Status>({ ...orders, terminal: ['cancelled', 'toSend'] });
    expect(graphProblems(machine)).toEqual([
      'toSend is terminal but may move to finished',
      'finished has no way out but is not declared terminal',
    ]);
  });
});
