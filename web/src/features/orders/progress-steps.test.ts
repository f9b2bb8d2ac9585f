import { describe, expect, it } from 'vitest';
import { orderProgress, type PaymentState } from '#shared/orders/order-progress';
import type { OrderStatus } from '#shared/orders/order-states';
import { progressSteps } from './progress-steps';

// Spec section 4 (order progress display): each status and payment state as the stepper shows it.
const cases: [OrderStatus, PaymentState, string[]][] = [
  ['unpaid', 'waiting', ['placed:done', 'waiting:active', 'waiting:waiting']],
  ['toSend', 'done', ['placed:done', 'done:done', 'inProgress:active']],
  ['toSend', 'waiting', ['placed:done', 'waiting:active', 'inProgress:active']],
  ['finished', 'done', ['placed:done', 'done:done', 'finished:done']],
  ['cancelled', 'waiting', ['cancelled:stopped', 'waiting:waiting', 'cancelled:stopped']],
  ['returned', 'done', ['placed:done', 'done:done', 'returned:stopped']],
];

describe('order progress stepper', () => {
  it.each(cases)('%s with payment %s shows %j', (status, payment, expected) => {
    const steps = progressSteps(orderProgress(status, payment));
    expect(steps.map((s) => s.step)).toEqual(['order', 'payment', 'realization']);
    expect(steps.map((s) => `${s.label.split('.').at(-1)}:${s.state}`)).toEqual(expected);
  });

  it('labels each step with its progress message key', () => {
    expect(progressSteps(orderProgress('toSend', 'done')).map((s) => s.label)).toEqual([
      'order.progress.order.placed',
      'order.progress.payment.done',
      'order.progress.realization.inProgress',
    ]);
  });
});
