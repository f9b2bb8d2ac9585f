import { isOnlineMethod } from '#shared/payments/online-methods';
import type { PaymentView } from '#shared/payments/payment-view';
import type { Payment } from '../../lib/table/payments';
import { callersOrder, type OrderCaller } from '../orders/read-order';
import { fail, ok, type Result } from '../result';
import type { PaymentPorts } from './deps';

const viewOf = (payment: Payment): PaymentView | undefined => {
  if (!isOnlineMethod(payment.method)) return undefined;
  const { paymentId, orderId, method, state, amount, currency, createdAt, settledAt, redirectUrl } = payment;
  return {
    paymentId,
    orderId,
    method,
    state,
    amount,
    currency,
    createdAt,
    ...(settledAt ? { settledAt } : {}),
    ...(state === 'registered' && redirectUrl && method !== 'blik' ? { redirectUrl } : {}),
  };
};

/**
 * The status of an order's payment at the provider, which the return page polls (the return only
 * reads; the notification settles). Input: the caller (the order's customer, or a guest with the order
 * link's token), the order and the payment. Output: the payment; `order_not_found` for an order not
 * the caller's (another customer's, a guest without the token), `payment_not_found` for a payment
 * not of that order (another order's, an id that does not exist).
 */
export const readPayment = async (
  ports: PaymentPorts,
  { caller, orderId, paymentId }: { caller: OrderCaller; orderId: string; paymentId: string },
): Promise<Result<PaymentView>> => {
  const order = await callersOrder(ports, caller, orderId);
  if (!order.ok) return order;
  const payment = await ports.getPayment(paymentId);
  const view = payment?.orderId === orderId ? viewOf(payment) : undefined;
  return view ? ok(view) : fail('payment_not_found');
};

/**
 * The status of a payment started on an invoice's pay link (`/platnosc/{guid}`), which that page polls.
 * Input: the guid (the link's secret) and the payment. Output: the payment, or `payment_not_found` for a
 * payment of another invoice, of an order, or one that does not exist (no hint either way).
 */
export const readInvoicePayment = async (
  ports: Pick<PaymentPorts, 'getPayment'>,
  { guid, paymentId }: { guid: string; paymentId: string },
): Promise<Result<PaymentView>> => {
  const payment = await ports.getPayment(paymentId);
  const view = payment?.invoice?.guid === guid ? viewOf(payment) : undefined;
  return view ? ok(view) : fail('payment_not_found');
};
