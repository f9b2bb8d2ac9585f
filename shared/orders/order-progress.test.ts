import { describe, expect, it } from 'vitest';
import { orderProgress } from './order-progress';

describe('the order progress a customer sees (spec section 4)', () => {
  it.each([
    ['new', 'waiting', { order: 'placed', payment: 'waiting', realization: 'waiting' }],
    ['unpaid', 'waiting', { order: 'placed', payment: 'waiting', realization: 'waiting' }],
    ['unpaid', 'done', { order: 'placed', payment: 'waiting', realization: 'waiting' }],
    ['toSend', 'done', { order: 'placed', payment: 'done', realization: 'inProgress' }],
    ['toSend', 'waiting', { order: 'placed', payment: 'waiting', realization: 'inProgress' }],
    ['finished', 'done', { order: 'placed', payment: 'done', realization: 'finished' }],
    ['finished', 'waiting', { order: 'placed', payment: 'waiting', realization: 'finished' }],
    ['cancelled', 'waiting', { order: 'cancelled', payment: 'waiting', realization: 'cancelled' }],
    ['cancelled', 'done', { order: 'cancelled', payment: 'done', realization: 'cancelled' }],
    ['returned', 'done', { order: 'placed', payment: 'done', realization: 'returned' }],
  ] as const)('shows an order in %s with its payment %s as %j', (status, payment, progress) => {
    expect(orderProgress(status, payment)).toEqual(progress);
  });
});
