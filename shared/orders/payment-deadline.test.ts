import { describe, expect, it } from 'vitest';
import { paymentDeadlineOf, paymentDeadlineStep } from './payment-deadline';
import { paymentMethodIds } from './payment-methods';

const placedAt = new Date('2026-12-01T10:00:00.000Z');

describe('paymentDeadlineOf', () => {
  it.each([
    ['transfer', '2026-12-08T10:00:00.000Z'],
    ['online', '2026-12-03T10:00:00.000Z'],
    ['blik', '2026-12-03T10:00:00.000Z'],
    ['card', '2026-12-03T10:00:00.000Z'],
    ['payPal', '2026-12-03T10:00:00.000Z'],
    ['googlePay', '2026-12-03T10:00:00.000Z'],
    ['sofort', '2026-12-03T10:00:00.000Z'],
    ['availabilityConfirmation', '2026-12-03T10:00:00.000Z'],
  ] as const)('gives an order paid by %s until %s', (method, deadline) => {
    expect(paymentDeadlineOf(paymentMethodIds[method], placedAt)).toBe(deadline);
  });

  it.each(['cashOnDelivery', 'deferred', 'freeTrial', 'marketplace', 'credit', 'leasing'] as const)(
    'gives an order paid by %s no deadline (paid later, or by a financing partner)',
    (method) => {
      expect(paymentDeadlineOf(paymentMethodIds[method], placedAt)).toBeUndefined();
    },
  );

  it('gives an unknown method no deadline', () => {
    expect(paymentDeadlineOf(99, placedAt)).toBeUndefined();
  });
});

describe('paymentDeadlineStep', () => {
  const payBy = '2026-12-08T10:00:00.000Z';
  it.each([
    ['two days before', '2026-12-06T10:00:00.000Z', {}, undefined],
    ['a day before', '2026-12-07T10:00:00.000Z', {}, 'remind'],
    [
      'a day before, reminded',
      '2026-12-07T12:00:00.000Z',
      { paymentReminderSentAt: '2026-12-07T10:00:00.000Z' },
      undefined,
    ],
    ['at the deadline', payBy, { paymentReminderSentAt: '2026-12-07T10:00:00.000Z' }, 'expire'],
    ['past it, never reminded', '2026-12-09T00:00:00.000Z', {}, 'expire'],
  ] as const)('is %s: %s', (_, now, reminded, step) => {
    expect(paymentDeadlineStep({ payBy, ...reminded }, new Date(now))).toBe(step);
  });

  it('does nothing for an order without a deadline', () => {
    expect(paymentDeadlineStep({}, new Date('2030-01-01'))).toBeUndefined();
  });
});
