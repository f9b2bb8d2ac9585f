import { isOnlineMethod, type OnlineMethod, onlineMethods } from '../payments/online-methods';
import type { ProviderPaymentState } from '../payments/provider-payment-states';
import type { PlacedOrder } from './order-view';
import { paymentMethodOfId, paymentMethodRules } from './payment-methods';

// Which online payment an order waits for now: the server's refusal (`order_cannot_be_paid`), the
// status page's "pay now" and the redirection page all read this one rule.

export type OrderToPay = Pick<
  PlacedOrder,
  'status' | 'payment' | 'paymentMethod' | 'currency' | 'financingDeclined'
>;

/**
 * The provider method an unpaid order is paid with now, or none. An order placed with an online
 * method is paid with it; one placed with availability confirmation, once staff confirmed it, and one
 * whose credit or leasing the financing partner declined are paid on the provider's page with every
 * method it lists for the currency (`online`); nothing else is paid online.
 */
export const onlineMethodToPay = (order: OrderToPay): OnlineMethod | undefined => {
  const method = paymentMethodOfId(order.paymentMethod);
  if (order.status !== 'unpaid' || order.payment !== 'waiting' || !method) return undefined;
  if (isOnlineMethod(method)) return method;
  const rules = paymentMethodRules[method];
  const paysOnProviderPage =
    rules.confirmsAvailability === true ||
    (rules.financing !== undefined && order.financingDeclined !== undefined);
  return paysOnProviderPage && onlineMethods.online.currencies.includes(order.currency)
    ? 'online'
    : undefined;
};

/** What an order's payment waits for besides the buyer: staff confirming availability, or the financing partner. */
export type PaymentWait = 'availability' | 'financing' | 'financingDeclined';

/**
 * The note the status page shows about an order's payment (message `payments.wait.<wait>`): an order
 * of availability confirmation still `new`; an unpaid credit or leasing order before the partner's
 * decision, or after its refusal (then paid online or cancelled).
 */
export const paymentWaitOf = (order: OrderToPay): PaymentWait | undefined => {
  const method = paymentMethodOfId(order.paymentMethod);
  if (!method) return undefined;
  const rules = paymentMethodRules[method];
  if (rules.confirmsAvailability) return order.status === 'new' ? 'availability' : undefined;
  if (!rules.financing || order.status !== 'unpaid' || order.payment !== 'waiting') return undefined;
  return order.financingDeclined ? 'financingDeclined' : 'financing';
};

/**
 * What the status page's payment part asks of the buyer: the note on what the payment waits for, and
 * the method "pay now" pays with. Nothing once the payment she came back from (`returned`) reads paid:
 * the order's own read may say it waits a moment longer, until the settlement reaches it.
 */
export const paymentPromptOf = (
  order: OrderToPay,
  returned: ProviderPaymentState | undefined,
): { wait: PaymentWait | undefined; payWith: OnlineMethod | undefined } =>
  returned === 'paid'
    ? { wait: undefined, payWith: undefined }
    : { wait: paymentWaitOf(order), payWith: onlineMethodToPay(order) };
