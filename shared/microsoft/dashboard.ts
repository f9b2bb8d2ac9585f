import * as z from 'zod/mini';
import type { Currency } from '../locale';
import { fieldMessages } from '../validation';
import { unbilledNet } from './licence-change';

// The customer panel's dashboard (spec section 2): a week (the default) or month
// calendar of the events LicensesRenewal, PaymentOverdue, NextPayment and CardExpired, made from the
// customer's subscriptions, unpaid renewal orders and invoices past due, and saved cards.

export const calendarViews = ['week', 'month'] as const;
export type CalendarView = (typeof calendarViews)[number];

const dayMs = 86_400_000;
/** A month view spans at most six weeks; anything longer is refused. */
export const maxRangeDays = 42;

const day = z.iso.date(fieldMessages.invalidValue);

/** `GET /api/csp/me/dashboard?from=&to=`: the days shown, inclusive. */
export const dashboardQuerySchema = z.strictObject({ from: day, to: day }).check(
  z.refine(({ from, to }) => from <= to, { message: fieldMessages.invalidValue, path: ['to'] }),
  z.refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / dayMs < maxRangeDays, {
    message: fieldMessages.invalidValue,
    path: ['to'],
  }),
);
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export type DashboardEvent = { date: string } & (
  | { kind: 'LicensesRenewal'; subscriptionId: string; name: string; quantity: number }
  | { kind: 'NextPayment'; subscriptionId: string; name: string; net: number; currency: Currency }
  | { kind: 'PaymentOverdue'; orderId?: string; invoiceGuid?: string; gross: number; currency: Currency }
  | { kind: 'CardExpired'; cardId: string; brand: string; last4: string }
);
export type DashboardEventKind = DashboardEvent['kind'];

export interface DashboardSources {
  subscriptions: readonly {
    id: string;
    name: string;
    state: string;
    quantity: number;
    unitNet: number;
    currency: Currency;
    termEnd?: string;
    autoRenew?: boolean;
    charges?: readonly { net: number }[];
    /** Its next term's order, placed ahead by the renewal offer: the term end then bills only added licences. */
    prepaidOrderId?: string;
  }[];
  /** Unpaid orders of renewals (a saved card that could not pay): overdue since they were placed. */
  overdueOrders: readonly { id: string; createdAt: string; gross: number; currency: Currency }[];
  /** Unpaid invoices (deferred payment) and their due day. */
  unpaidInvoices: readonly { guid: string; dueDate: string; gross: number; currency: Currency }[];
  cards: readonly { cardId: string; brand: string; last4: string; expMonth: number; expYear: number }[];
}

/** The last day a card works: the end of its expiry month. */
const cardEnd = (expMonth: number, expYear: number) =>
  new Date(Date.UTC(expYear, expMonth, 0)).toISOString().slice(0, 10);

/**
 * The events of the days `from`–`to` (inclusive), by date: an active subscription's term end is its
 * next payment when it renews itself (its licences, unless its next term was ordered ahead, and the
 * added licences' charges, net; nothing when that is nothing), else the day its licences must be renewed; an invoice past its due day, or a renewal order left unpaid, is overdue
 * (today too, while unpaid: the dashboard shows what is late now); a card expires at its month's end.
 */
export const dashboardEvents = (
  sources: DashboardSources,
  { from, to }: DashboardQuery,
  today: string,
): DashboardEvent[] => {
  const within = (date: string) => date >= from && date <= to;
  const events: DashboardEvent[] = [];
  for (const subscription of sources.subscriptions) {
    const date = subscription.termEnd?.slice(0, 10);
    if (subscription.state !== 'active' || !date || !within(date)) continue;
    const { id: subscriptionId, name } = subscription;
    const term = subscription.prepaidOrderId ? 0 : subscription.unitNet * subscription.quantity;
    const net = term + unbilledNet(subscription.charges);
    if (!subscription.autoRenew)
      events.push({ kind: 'LicensesRenewal', date, subscriptionId, name, quantity: subscription.quantity });
    else if (net > 0)
      events.push({ kind: 'NextPayment', date, subscriptionId, name, currency: subscription.currency, net });
  }
  const overdueOn = (since: string) => (since < today ? today : since);
  for (const order of sources.overdueOrders) {
    const date = overdueOn(order.createdAt.slice(0, 10));
    if (within(date))
      events.push({
        kind: 'PaymentOverdue',
        date,
        orderId: order.id,
        gross: order.gross,
        currency: order.currency,
      });
  }
  for (const invoice of sources.unpaidInvoices) {
    if (invoice.dueDate >= today) continue;
    const date = today;
    if (within(date))
      events.push({
        kind: 'PaymentOverdue',
        date,
        invoiceGuid: invoice.guid,
        gross: invoice.gross,
        currency: invoice.currency,
      });
  }
  for (const card of sources.cards) {
    const date = cardEnd(card.expMonth, card.expYear);
    if (within(date))
      events.push({ kind: 'CardExpired', date, cardId: card.cardId, brand: card.brand, last4: card.last4 });
  }
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
};

/** The days a view shows around `day`: its week from Monday, or its month's weeks from Monday to Sunday. */
export const calendarRange = (view: CalendarView, day: string): DashboardQuery => {
  const at = new Date(`${day}T00:00:00.000Z`);
  const monday = (date: Date) => new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * dayMs);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  if (view === 'week') {
    const start = monday(at);
    return { from: iso(start), to: iso(new Date(start.getTime() + 6 * dayMs)) };
  }
  const first = monday(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)));
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0));
  const end = new Date(monday(last).getTime() + 6 * dayMs);
  return { from: iso(first), to: iso(end) };
};
