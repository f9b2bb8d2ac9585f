import { describe, expect, it } from 'vitest';
import { calendarRange, type DashboardSources, dashboardEvents, dashboardQuerySchema } from './dashboard';

// Spec section 2: the dashboard's week (default) and month calendar with the events LicensesRenewal,
// PaymentOverdue, NextPayment and CardExpired.

const subscription = {
  id: 'S1',
  name: 'Microsoft 365 Business Standard',
  state: 'active',
  quantity: 3,
  unitNet: 5_616,
  currency: 'PLN' as const,
  termEnd: '2026-12-02T10:00:00.000Z',
  autoRenew: true,
  charges: [{ net: 1_000 }],
};
const sources: DashboardSources = {
  subscriptions: [
    subscription,
    { ...subscription, id: 'S2', autoRenew: false, termEnd: '2026-12-03T10:00:00.000Z' },
    { ...subscription, id: 'S3', state: 'cancelled' },
    { ...subscription, id: 'S4', termEnd: '2027-01-20T10:00:00.000Z' },
  ],
  overdueOrders: [{ id: 'O1', createdAt: '2026-11-20T08:00:00.000Z', gross: 20_722, currency: 'PLN' }],
  unpaidInvoices: [
    { guid: 'G1', dueDate: '2026-11-25', gross: 12_300, currency: 'PLN' },
    { guid: 'G2', dueDate: '2026-12-10', gross: 12_300, currency: 'PLN' },
  ],
  cards: [
    { cardId: 'C1', brand: 'visa', last4: '1111', expMonth: 11, expYear: 2026 },
    { cardId: 'C2', brand: 'visa', last4: '2222', expMonth: 12, expYear: 2030 },
  ],
};

describe('the dashboard', () => {
  it('shows the week of 30 November: renewals, next payments, overdue payments and a card expired', () => {
    expect(dashboardEvents(sources, { from: '2026-11-23', to: '2026-12-06' }, '2026-11-26')).toEqual([
      { kind: 'PaymentOverdue', date: '2026-11-26', orderId: 'O1', gross: 20_722, currency: 'PLN' },
      { kind: 'PaymentOverdue', date: '2026-11-26', invoiceGuid: 'G1', gross: 12_300, currency: 'PLN' },
      { kind: 'CardExpired', date: '2026-11-30', cardId: 'C1', brand: 'visa', last4: '1111' },
      {
        kind: 'NextPayment',
        date: '2026-12-02',
        subscriptionId: 'S1',
        name: subscription.name,
        net: 17_848,
        currency: 'PLN',
      },
      {
        kind: 'LicensesRenewal',
        date: '2026-12-03',
        subscriptionId: 'S2',
        name: subscription.name,
        quantity: 3,
      },
    ]);
  });

  it('bills at the term end of a next term ordered ahead only its added licences, and nothing without them', () => {
    const ahead = { ...subscription, prepaidOrderId: 'P1' };
    const week = { from: '2026-11-30', to: '2026-12-06' };
    const only = (one: typeof ahead) =>
      dashboardEvents(
        { ...sources, subscriptions: [one], overdueOrders: [], unpaidInvoices: [], cards: [] },
        week,
        '2026-11-26',
      );
    expect(only(ahead)).toEqual([expect.objectContaining({ kind: 'NextPayment', net: 1_000 })]);
    expect(only({ ...ahead, charges: [] })).toEqual([]);
  });

  it('shows nothing of the days outside the range', () => {
    expect(dashboardEvents(sources, { from: '2027-02-01', to: '2027-02-07' }, '2026-11-26')).toEqual([]);
  });

  it.each([
    ['week', '2026-11-26', { from: '2026-11-23', to: '2026-11-29' }],
    ['week', '2026-11-23', { from: '2026-11-23', to: '2026-11-29' }],
    ['week', '2026-11-29', { from: '2026-11-23', to: '2026-11-29' }],
    ['month', '2026-11-26', { from: '2026-10-26', to: '2026-12-06' }],
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    ['month', '2027-02-10', { from: '2027-02-01', to: '2027-02-28' }],
  ] as const)('a %s view around %s spans %o', (view, day, range) => {
    expect(calendarRange(view, day)).toEqual(range);
    expect(dashboardQuerySchema.safeParse(range).success).toBe(true);
  });

  it.each([
    [{ from: '2026-12-01', to: '2026-11-30' }, 'to'],
    [{ from: '2026-01-01', to: '2026-03-01' }, 'to'],
    [{ from: '2026-13-01', to: '2026-12-01' }, 'from'],
  ])('refuses the range %o on %s', (query, path) => {
    const parsed = dashboardQuerySchema.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([path]);
  });
});
