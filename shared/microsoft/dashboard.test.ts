import { describe, expect, it } from 'vitest';
import { calendarRange, type DashboardSources, dashboardEvents, dashboardQuerySchema } from './dashboard';

// Spec section 2: the dashboard's week (default) and month calendar with the events LicensesRenewal,
// PaymentOverdue, NextPayment and CardExpired.

const now = new Date('2026-11-26T12:00:00.000Z');
/** The two weeks from Monday 23 November 2026 (today is Thursday the 26th). */
const fortnight = { from: '2026-11-23', to: '2026-12-06' };

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
const card = { cardId: 'C1', brand: 'visa', last4: '1111', expMonth: 12, expYear: 2030, isDefault: true };
const none: DashboardSources = { subscriptions: [], unpaidFollowUps: [], unpaidInvoices: [], cards: [] };
const eventsOf = (sources: Partial<DashboardSources>, range = fortnight, at = now) =>
  dashboardEvents({ ...none, ...sources }, range, at);

describe('the dashboard', () => {
  it('shows the fortnight of 26 November: overdue payments, a card expiring, a next payment, a renewal', () => {
    const sources: DashboardSources = {
      subscriptions: [
        subscription,
        { ...subscription, id: 'S2', autoRenew: false, termEnd: '2026-12-03T10:00:00.000Z' },
        { ...subscription, id: 'S3', state: 'cancelled' },
        { ...subscription, id: 'S4', termEnd: '2027-01-20T10:00:00.000Z' },
      ],
      unpaidFollowUps: [{ id: 'O1', createdAt: '2026-11-20T08:00:00.000Z', gross: 20_722, currency: 'PLN' }],
      unpaidInvoices: [
        { guid: 'G1', dueDate: '2026-11-25', amountToPay: 12_300, currency: 'PLN' },
        { guid: 'G2', dueDate: '2026-12-10', amountToPay: 12_300, currency: 'PLN' },
      ],
      cards: [
        { ...card, isDefault: false, cardId: 'C0', expMonth: 10, expYear: 2026 },
        { ...card, expMonth: 11, expYear: 2026 },
      ],
    };
    expect(dashboardEvents(sources, fortnight, now)).toEqual([
      { kind: 'PaymentOverdue', date: '2026-11-26', orderId: 'O1', gross: 20_722, currency: 'PLN' },
      { kind: 'PaymentOverdue', date: '2026-11-26', invoiceGuid: 'G1', gross: 12_300, currency: 'PLN' },
      { kind: 'CardExpired', date: '2026-11-30', cardId: 'C1', brand: 'visa', last4: '1111', expired: false },
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

  describe("LicensesRenewal and NextPayment, at an active subscription's term end", () => {
    it('is a renewal to make for one that will not renew by itself, a payment for one that will', () => {
      expect(eventsOf({ subscriptions: [{ ...subscription, autoRenew: false }] })).toEqual([
        expect.objectContaining({ kind: 'LicensesRenewal', date: '2026-12-02', quantity: 3 }),
      ]);
      expect(eventsOf({ subscriptions: [subscription] })).toEqual([
        expect.objectContaining({ kind: 'NextPayment', date: '2026-12-02', net: 17_848 }),
      ]);
    });

    it.each([
      ['a cancelled one', { state: 'cancelled' }],
      ['one being set up', { state: 'provisioning', termEnd: undefined }],
      ['one whose term ends after the days shown', { termEnd: '2027-01-20T10:00:00.000Z' }],
    ])('is nothing for %s', (_, changes) => {
      expect(eventsOf({ subscriptions: [{ ...subscription, autoRenew: false, ...changes }] })).toEqual([]);
      expect(eventsOf({ subscriptions: [{ ...subscription, ...changes }] })).toEqual([]);
    });

    it('bills at the term end of a next term ordered ahead only its added licences, and nothing without them', () => {
      const ahead = { ...subscription, prepaidOrderId: 'P1' };
      expect(eventsOf({ subscriptions: [ahead] })).toEqual([
        expect.objectContaining({ kind: 'NextPayment', net: 1_000 }),
      ]);
      expect(eventsOf({ subscriptions: [{ ...ahead, charges: [] }] })).toEqual([]);
    });
  });

  describe('PaymentOverdue, today while it is unpaid', () => {
    const order = {
      id: 'O1',
      createdAt: '2026-11-26T02:00:00.000Z',
      gross: 20_722,
      currency: 'PLN' as const,
    };
    const invoice = { guid: 'G1', dueDate: '2026-11-25', amountToPay: 5_000, currency: 'PLN' as const };

    it('is a renewal order its card could not pay from when it was placed, with what is left on an invoice', () => {
      expect(eventsOf({ unpaidFollowUps: [order], unpaidInvoices: [invoice] })).toEqual([
        { kind: 'PaymentOverdue', date: '2026-11-26', orderId: 'O1', gross: 20_722, currency: 'PLN' },
        { kind: 'PaymentOverdue', date: '2026-11-26', invoiceGuid: 'G1', gross: 5_000, currency: 'PLN' },
      ]);
    });

    it('is a next term ordered ahead only once the term it follows has ended', () => {
      const ahead = { ...subscription, prepaidOrderId: 'O1', charges: [] };
      expect(eventsOf({ subscriptions: [ahead], unpaidFollowUps: [order] })).toEqual([]);
      const ended = { ...ahead, termEnd: '2026-11-26T10:00:00.000Z' };
      expect(eventsOf({ subscriptions: [ended], unpaidFollowUps: [order] })).toEqual([
        expect.objectContaining({ kind: 'PaymentOverdue', date: '2026-11-26', orderId: 'O1' }),
      ]);
    });

    it.each([
      ['an invoice due today', { dueDate: '2026-11-26' }],
      ['an invoice due later', { dueDate: '2026-12-10' }],
      ['an invoice paid by now', { amountToPay: 0 }],
    ])('is nothing for %s', (_, changes) => {
      expect(eventsOf({ unpaidInvoices: [{ ...invoice, ...changes }] })).toEqual([]);
    });

    it('is not shown on days that do not include today', () => {
      const nextWeek = { from: '2026-11-30', to: '2026-12-06' };
      expect(eventsOf({ unpaidFollowUps: [order], unpaidInvoices: [invoice] }, nextWeek)).toEqual([]);
    });
  });

  describe('CardExpired, of the default card', () => {
    it('is the last day it works, ahead', () => {
      expect(
        eventsOf(
          { cards: [{ ...card, expMonth: 12, expYear: 2026 }] },
          { from: '2026-12-28', to: '2027-01-03' },
        ),
      ).toEqual([
        {
          kind: 'CardExpired',
          date: '2026-12-31',
          cardId: 'C1',
          brand: 'visa',
          last4: '1111',
          expired: false,
        },
      ]);
    });

    it('is today once it has expired, however long ago, until another card is the default', () => {
      expect(eventsOf({ cards: [{ ...card, expMonth: 3, expYear: 2026 }] })).toEqual([
        {
          kind: 'CardExpired',
          date: '2026-11-26',
          cardId: 'C1',
          brand: 'visa',
          last4: '1111',
          expired: true,
        },
      ]);
    });

    it.each([
      ['a card that is not the default', { isDefault: false, expMonth: 3, expYear: 2026 }],
      ['a default card valid after the days shown', {}],
    ])('is nothing for %s', (_, changes) => {
      expect(eventsOf({ cards: [{ ...card, ...changes }] })).toEqual([]);
    });
  });

  it('shows nothing of the days outside the range', () => {
    const sources = { subscriptions: [subscription], cards: [{ ...card, expMonth: 11, expYear: 2026 }] };
    expect(eventsOf(sources, { from: '2027-02-01', to: '2027-02-07' })).toEqual([]);
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
