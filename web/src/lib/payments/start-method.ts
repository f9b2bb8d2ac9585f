import type { OrderView } from '#shared/orders/order-view';
import { paymentMethodOfId } from '#shared/orders/payment-methods';
import { isOnlineMethod, type OnlineMethod } from '#shared/payments/online-methods';

// Which payment the redirection page starts for an order, from the method it was placed with.

/** The provider method of an order placed with an online method, else none (nothing to pay online). */
export const startMethodOf = (paymentMethod: number): OnlineMethod | undefined => {
  const method = paymentMethodOfId(paymentMethod);
  return method && isOnlineMethod(method) ? method : undefined;
};

/** Whether the order waits for an online payment now, so the status page offers "pay now". */
export const awaitsOnlinePayment = (order: Pick<OrderView, 'status' | 'payment' | 'paymentMethod'>) =>
  order.status === 'unpaid' &&
  order.payment === 'waiting' &&
  startMethodOf(order.paymentMethod) !== undefined;
