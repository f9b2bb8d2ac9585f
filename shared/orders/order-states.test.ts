import { describe, expect, it } from 'vitest';
import { graphProblems } from '../state-machine';
import {
  actionsFor,
  orderMachine,
  orderMoveOf,
  orderStatuses,
  orderStatusIds,
  placedStatus,
} from './order-states';

describe('the order lifecycle as a declared state machine (spec sections 3 and 4)', () => {
  it('keeps the spec ids 1 new … 6 returned', () => {
    expect(orderStatusIds).toEqual({ new: 1, unpaid: 2, toSend: 3, finished: 4, cancelled: 5, returned: 6 });
  });

  it('reaches every status from new, knows every target, and only cancelled and returned are final', () => {
    expect(orderMachine.states).toEqual(orderStatuses);
    expect(orderMachine.initial).toEqual(['new']);
    expect(graphProblems(orderMachine)).toEqual([]);
    expect(orderMachine.terminal).toEqual(['cancelled', 'returned']);
  });

  it.each([
    ['new', ['unpaid', 'toSend', 'cancelled']],
    ['unpaid', ['toSend', 'cancelled']],
    ['toSend', ['finished', 'cancelled']],
    ['finished', ['returned']],
    ['cancelled', []],
    ['returned', []],
  ] as const)('lets an order in %s move only to %j', (from, targets) => {
    expect(orderMachine.targetsOf(from)).toEqual(targets);
  });

  it.each([
    [true, 'unpaid'],
    [false, 'toSend'],
  ] as const)('places an order paid before realization (%s) in %s', (paidFirst, status) => {
    expect(placedStatus(paidFirst)).toBe(status);
    expect(orderMachine.canMove('new', status)).toBe(true);
  });

  it.each([
    ['bookPayment', 'unpaid', 'operations', { ok: true, to: 'toSend' }],
    ['bookPayment', 'toSend', 'operations', { ok: false, code: 'order_cannot_be_paid' }],
    ['bookPayment', 'cancelled', 'operations', { ok: false, code: 'order_cannot_be_paid' }],
    ['bookPayment', 'unpaid', 'customer', { ok: false, code: 'not_allowed' }],
    ['send', 'toSend', 'operations', { ok: true, to: 'finished' }],
    ['send', 'unpaid', 'operations', { ok: false, code: 'order_cannot_be_sent' }],
    ['finish', 'toSend', 'operations', { ok: true, to: 'finished' }],
    ['finish', 'finished', 'operations', { ok: false, code: 'order_cannot_be_finished' }],
    ['cancel', 'unpaid', 'customer', { ok: true, to: 'cancelled' }],
    ['cancel', 'unpaid', 'operations', { ok: true, to: 'cancelled' }],
    ['cancel', 'new', 'operations', { ok: true, to: 'cancelled' }],
    ['cancel', 'toSend', 'operations', { ok: true, to: 'cancelled' }],
    ['cancel', 'toSend', 'customer', { ok: false, code: 'not_allowed' }],
    ['cancel', 'finished', 'operations', { ok: false, code: 'order_cannot_be_cancelled' }],
    ['cancel', 'cancelled', 'customer', { ok: false, code: 'order_cannot_be_cancelled' }],
    ['return', 'finished', 'operations', { ok: true, to: 'returned' }],
    ['return', 'toSend', 'operations', { ok: false, code: 'order_cannot_be_returned' }],
    ['return', 'finished', 'customer', { ok: false, code: 'not_allowed' }],
    ['return', 'returned', 'operations', { ok: false, code: 'order_cannot_be_returned' }],
  ] as const)('answers %s from %s by %s with %j', (action, from, actor, answer) => {
    expect(orderMoveOf(action, from, actor)).toEqual(answer);
  });

  it.each([
    ['unpaid', 'customer', ['cancel']],
    ['toSend', 'customer', []],
    ['new', 'operations', ['cancel']],
    ['unpaid', 'operations', ['bookPayment', 'cancel']],
    ['toSend', 'operations', ['send', 'finish', 'cancel']],
    ['finished', 'operations', ['return']],
    ['returned', 'operations', []],
  ] as const)('offers an order in %s to %s the actions %j', (from, actor, actions) => {
    expect(actionsFor(from, actor)).toEqual(actions);
  });
});
