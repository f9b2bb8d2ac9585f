import { shopTimeZone } from '../shop-time';
import { paymentMethodOfId, paymentMethodRules } from './payment-methods';

// How long an order paid before its goods leave waits for the payment, holding its stock: a bank
// transfer seven days (the spec's deferred payment term, time for a transfer from abroad); an online
// payment two days (it is paid in minutes, or abandoned). A day before the deadline the buyer is
// reminded; at the deadline the order is cancelled and its stock given back (both e-mailed). Orders a
// financing partner pays wait for its decision instead, and an order of availability confirmation
// counts from staff confirming it. Renewals and trial months keep their own lapse rules.

export const paymentDays = { transfer: 7, online: 2 } as const;

/** How long before the deadline the buyer is reminded. */
export const paymentReminderHours = 24;

const dayMs = 86_400_000;

/**
 * The deadline (ISO 8601) of an order becoming payable at `from` with the method of id `methodId`, or
 * undefined when it has none: paid later (on delivery, deferred, a trial), or by a financing partner.
 */
export const paymentDeadlineOf = (methodId: number, from: Date): string | undefined => {
  const method = paymentMethodOfId(methodId);
  if (!method) return undefined;
  const rules = paymentMethodRules[method];
  if (!rules.paidBeforeRealization || rules.financing) return undefined;
  const days = method === 'transfer' ? paymentDays.transfer : paymentDays.online;
  return new Date(from.getTime() + days * dayMs).toISOString();
};

/** The deadline of an order whose credit or leasing the partner declined at `at`: it is paid online from then. */
export const declinedFinancingDeadlineOf = (at: Date): string =>
  new Date(at.getTime() + paymentDays.online * dayMs).toISOString();

/** What is due for an unpaid order with a deadline at `now`: its cancellation, its reminder, or nothing yet. */
export const paymentDeadlineStep = (
  order: { payBy?: string | undefined; paymentReminderSentAt?: string | undefined },
  now: Date,
): 'expire' | 'remind' | undefined => {
  if (!order.payBy) return undefined;
  const deadline = Date.parse(order.payBy);
  if (deadline <= now.getTime()) return 'expire';
  if (!order.paymentReminderSentAt && deadline - paymentReminderHours * 3_600_000 <= now.getTime())
    return 'remind';
  return undefined;
};

/** A deadline as a buyer in `language` reads it: the day and the time in the shop's time zone. */
export const deadlineText = (payBy: string, language: string): string =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: shopTimeZone,
  }).format(new Date(payBy));
