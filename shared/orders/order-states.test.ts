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
    [{ paidBeforeRealization: true }, 'unpaid'],
    [{ paidBeforeRealization: false }, 'toSend'],
    [{ paidBeforeRealization: true, confirmsAvailability: true }, 'new'],
  ] as const)('places an order of a method %j in %s', (method, status) => {
    expect(placedStatus(method)).toBe(status);
    expect(orderMachine.canMove('new', status) || status === 'new').toBe(true);
  });

  it.each([
    ['bookPayment', 'unpaid', 'operations', { ok: true, status: 'toSend', payment: 'done' }],
    ['bookPayment', 'toSend', 'operations', { ok: true, status: 'toSend', payment: 'done' }],
    ['bookPayment', 'finished', 'operations', { ok: true, status: 'finished', payment: 'done' }],
    ['bookPayment', 'new', 'operations', { ok: false, code: 'order_cannot_be_paid' }],
    ['bookPayment', 'cancelled', 'operations', { ok: false, code: 'order_cannot_be_paid' }],
    ['bookPayment', 'returned', 'operations', { ok: false, code: 'order_cannot_be_paid' }],
    ['bookPayment', 'unpaid', 'customer', { ok: false, code: 'not_allowed' }],
    ['bookPayment', 'unpaid', 'provider', { ok: true, status: 'toSend', payment: 'done' }],
    ['bookPayment', 'toSend', 'provider', { ok: true, status: 'toSend', payment: 'done' }],
    ['bookPayment', 'cancelled', 'provider', { ok: false, code: 'order_cannot_be_paid' }],
    ['bookPayment', 'unpaid', 'financing', { ok: true, status: 'toSend', payment: 'done' }],
    ['bookPayment', 'toSend', 'financing', { ok: false, code: 'not_allowed' }],
    ['cancel', 'unpaid', 'financing', { ok: false, code: 'not_allowed' }],
    ['cancel', 'unpaid', 'provider', { ok: false, code: 'not_allowed' }],
    ['send', 'toSend', 'provider', { ok: false, code: 'not_allowed' }],
    ['send', 'toSend', 'operations', { ok: true, status: 'finished', payment: 'waiting' }],
    ['send', 'unpaid', 'operations', { ok: false, code: 'order_cannot_be_sent' }],
    ['send', 'cancelled', 'operations', { ok: false, code: 'order_cannot_be_sent' }],
    ['send', 'toSend', 'customer', { ok: false, code: 'not_allowed' }],
    ['finish', 'toSend', 'operations', { ok: true, status: 'finished', payment: 'waiting' }],
    ['finish', 'finished', 'operations', { ok: false, code: 'order_cannot_be_finished' }],
    ['finish', 'unpaid', 'operations', { ok: false, code: 'order_cannot_be_finished' }],
    ['finish', 'toSend', 'customer', { ok: false, code: 'not_allowed' }],
    ['cancel', 'unpaid', 'customer', { ok: true, status: 'cancelled', payment: 'waiting' }],
    ['cancel', 'unpaid', 'operations', { ok: true, status: 'cancelled', payment: 'waiting' }],
    ['cancel', 'new', 'operations', { ok: true, status: 'cancelled', payment: 'waiting' }],
    ['cancel', 'toSend', 'operations', { ok: true, status: 'cancelled', payment: 'waiting' }],
    ['cancel', 'toSend', 'customer', { ok: false, code: 'not_allowed' }],
    ['cancel', 'finished', 'operations', { ok: false, code: 'order_cannot_be_cancelled' }],
    ['cancel', 'cancelled', 'customer', { ok: false, code: 'order_cannot_be_cancelled' }],
    ['cancel', 'returned', 'operations', { ok: false, code: 'order_cannot_be_cancelled' }],
    ['cancel', 'new', 'customer', { ok: true, status: 'cancelled', payment: 'waiting' }],
    ['confirmAvailability', 'new', 'operations', { ok: true, status: 'unpaid', payment: 'waiting' }],
    ['confirmAvailability', 'new', 'customer', { ok: false, code: 'not_allowed' }],
    ['confirmAvailability', 'unpaid', 'operations', { ok: false, code: 'order_cannot_be_confirmed' }],
    ['confirmAvailability', 'cancelled', 'operations', { ok: false, code: 'order_cannot_be_confirmed' }],
    ['return', 'finished', 'operations', { ok: true, status: 'returned', payment: 'waiting' }],
    ['return', 'toSend', 'operations', { ok: false, code: 'order_cannot_be_returned' }],
    ['return', 'finished', 'customer', { ok: false, code: 'not_allowed' }],
    ['return', 'returned', 'operations', { ok: false, code: 'order_cannot_be_returned' }],
  ] as const)('answers %s from %s (payment waiting) by %s with %j', (action, status, actor, answer) => {
    expect(orderMoveOf(action, { status, payment: 'waiting' }, actor)).toEqual(answer);
  });

  it.each([
    ['toSend', { ok: false, code: 'order_cannot_be_paid' }],
    ['finished', { ok: false, code: 'order_cannot_be_paid' }],
  ] as const)('refuses to book a payment again on an order in %s whose payment is done', (status, answer) => {
    expect(orderMoveOf('bookPayment', { status, payment: 'done' }, 'operations')).toEqual(answer);
  });

  it('keeps the cancel and send moves of a paid order, carrying its payment', () => {
    expect(orderMoveOf('send', { status: 'toSend', payment: 'done' }, 'operations')).toEqual({
      ok: true,
      status: 'finished',
      payment: 'done',
    });
  });

  it.each([
    ['unpaid', 'waiting', 'customer', ['cancel']],
    ['toSend', 'waiting', 'customer', []],
    ['new', 'waiting', 'operations', ['confirmAvailability', 'cancel']],
    ['new', 'waiting', 'customer', ['cancel']],
    ['unpaid', 'waiting', 'operations', ['bookPayment', 'cancel']],
    ['toSend', 'waiting', 'operations', ['bookPayment', 'send', 'finish', 'cancel']],
    ['toSend', 'done', 'operations', ['send', 'finish', 'cancel']],
    ['finished', 'waiting', 'operations', ['bookPayment', 'return']],
    ['finished', 'done', 'operations', ['return']],
    ['returned', 'done', 'operations', []],
  ] as const)(
    'offers an order in %s (payment %s) to %s the actions %j',
    (status, payment, actor, actions) => {
      expect(actionsFor({ status, payment }, actor)).toEqual(actions);
    },
  );
});
