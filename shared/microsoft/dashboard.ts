import * as z from 'zod/mini';
import type { Currency } from '../locale';
import { isCardExpired, type SavedCard } from '../payments/saved-card';
import { fieldMessages } from '../validation';
import { unbilledNet } from './licence-change';
import type { PlanNames } from './plan-name';

// The customer panel's dashboard (spec section 2): a week (the default) or month
// calendar of the events LicensesRenewal, PaymentOverdue, NextPayment and CardExpired, made from the
// customer's subscriptions, unpaid follow-up orders and invoices, and her default saved card.

export const calendarViews = ['week', 'month'] as const;
export type CalendarView = (typeof calendarViews)[number];

const dayMs = 86_400_000;
/** A month view spans at most six weeks; anything longer is refused. */
export const maxRangeDays = 42;

const day = () => z.iso.date(fieldMessages.invalidValue);

/** `GET /api/csp/me/dashboard?from=&to=`: the days shown, inclusive. */
export const dashboardQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ from: day(), to: day() }).check(
    z.refine(({ from, to }) => from <= to, { message: fieldMessages.invalidValue, path: ['to'] }),
    z.refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / dayMs < maxRangeDays, {
      message: fieldMessages.invalidValue,
      path: ['to'],
    }),
  ),
);
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export type DashboardEvent = { date: string } & (
  | { kind: 'LicensesRenewal'; subscriptionId: string; name: string; names?: PlanNames; quantity: number }
  | {
      kind: 'NextPayment';
      subscriptionId: string;
      name: string;
      names?: PlanNames;
      net: number;
      currency: Currency;
    }
  | { kind: 'PaymentOverdue'; orderId?: string; invoiceGuid?: string; gross: number; currency: Currency }
  /** `expired`: it has (shown today); else the last day it works. */
  | { kind: 'CardExpired'; cardId: string; brand: string; last4: string; expired: boolean }
);
export type DashboardEventKind = DashboardEvent['kind'];

export interface DashboardSources {
  subscriptions: readonly {
    id: string;
    name: string;
    /** Its name in every language, which the dashboard shows in its own (`planNameIn`). */
    names?: PlanNames;
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
  /**
   * Unpaid orders that continue an earlier one: a renewal or a trial's next month the saved card could
   * not pay (due when placed), or a next term ordered ahead by a renewal offer (due at the term's end).
   */
  unpaidFollowUps: readonly { id: string; createdAt: string; gross: number; currency: Currency }[];
  /** Unpaid VAT invoices (deferred payment): their payment date and what is left to pay. */
  unpaidInvoices: readonly { guid: string; dueDate: string; amountToPay: number; currency: Currency }[];
  cards: readonly Pick<SavedCard, 'cardId' | 'brand' | 'last4' | 'expMonth' | 'expYear' | 'isDefault'>[];
}

/** The last day a card works: the end of its expiry month. */
const cardEnd = (expMonth: number, expYear: number) =>
  new Date(Date.UTC(expYear, expMonth, 0)).toISOString().slice(0, 10);

/**
 * The events of the days `from`–`to` (inclusive), by date, at `now`:
 * - an active subscription's term end is its next payment when it renews itself (its licences, unless
 *   its next term was ordered ahead, and the added licences' charges, net; nothing when that is
 *   nothing), else the day its licences must be renewed (LicensesRenewal);
 * - what is due and still unpaid is overdue today (the dashboard shows what is late now): a follow-up
 *   order past its due time (placed, or the term end of the subscription whose next term it orders
 *   ahead), an invoice with something left to pay after its payment date;
 * - the default card, which renewals charge, on the last day it works, and today once it has expired
 *   (until another card is the default). Other saved cards pay nothing by themselves: no event.
 */
export const dashboardEvents = (
  sources: DashboardSources,
  { from, to }: DashboardQuery,
  now: Date,
): DashboardEvent[] => {
  const today = now.toISOString().slice(0, 10);
  const within = (date: string) => date >= from && date <= to;
  const events: DashboardEvent[] = [];
  for (const subscription of sources.subscriptions) {
    const date = subscription.termEnd?.slice(0, 10);
    if (subscription.state !== 'active' || !date || !within(date)) continue;
    const { id: subscriptionId, name, names } = subscription;
    const named = { subscriptionId, name, ...(names ? { names } : {}) };
    const term = subscription.prepaidOrderId ? 0 : subscription.unitNet * subscription.quantity;
    const net = term + unbilledNet(subscription.charges);
    if (!subscription.autoRenew)
      events.push({ kind: 'LicensesRenewal', date, ...named, quantity: subscription.quantity });
    else if (net > 0)
      events.push({ kind: 'NextPayment', date, ...named, currency: subscription.currency, net });
  }
  const orderedAhead = new Map(
    sources.subscriptions.flatMap(({ prepaidOrderId, termEnd }) =>
      prepaidOrderId && termEnd ? [[prepaidOrderId, termEnd] as const] : [],
    ),
  );
  const late = [
    ...sources.unpaidFollowUps
      .filter((order) => Date.parse(orderedAhead.get(order.id) ?? order.createdAt) < now.getTime())
      .map((order) => ({ orderId: order.id, gross: order.gross, currency: order.currency })),
    ...sources.unpaidInvoices
      .filter((invoice) => invoice.amountToPay > 0 && invoice.dueDate < today)
      .map((invoice) => ({
        invoiceGuid: invoice.guid,
        gross: invoice.amountToPay,
        currency: invoice.currency,
      })),
  ];
  if (within(today))
    for (const payment of late) events.push({ kind: 'PaymentOverdue', date: today, ...payment });
  const card = sources.cards.find(({ isDefault }) => isDefault);
  if (card) {
    const expired = isCardExpired(card, now);
    const date = expired ? today : cardEnd(card.expMonth, card.expYear);
    if (within(date))
      events.push({
        kind: 'CardExpired',
        date,
        cardId: card.cardId,
        brand: card.brand,
        last4: card.last4,
        expired,
      });
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
