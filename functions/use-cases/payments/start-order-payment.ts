import type { ErrorCode } from '#shared/errors';
import type { Language } from '#shared/locale';
import { onlineMethodToPay } from '#shared/orders/online-payment';
import { transferTitle } from '#shared/payments/bank-transfer';
import { onlineMethods } from '#shared/payments/online-methods';
import type { StartPaymentInput } from '#shared/payments/payment-input';
import type { Order } from '../../lib/table/orders';
import { callersOrder, type OrderCaller } from '../orders/read-order';
import { fail, type Result } from '../result';
import type { PaymentPorts } from './deps';
import { registerPayment, type StartedPayment } from './register-payment';

/** At most this many payments of one order within `attemptWindowMs` (card testing, BLIK guessing). */
export const maxAttemptsPerOrder = 5;
export const attemptWindowMs = 15 * 60 * 1000;

/** What the return page's address is made of. */
export interface PaymentPage {
  orderId: string;
  language: Language;
  paymentId: string;
}

export interface StartOrderPaymentInput {
  caller: OrderCaller;
  orderId: string;
  idempotencyKey: string;
  payment: StartPaymentInput;
  /** The return page of a payment (it only reads the status) and the notification route. */
  urls: { urlReturn: (payment: PaymentPage) => string; urlStatus: string };
  client: { ip: string; userAgent: string };
}

/**
 * Seconds until another payment may start, when `createdAt` of the recent attempts (within the
 * window) reached the limit.
 */
export const throttledFor = (createdAt: string[], now: Date): number | undefined => {
  const since = now.getTime() - attemptWindowMs;
  const recent = createdAt.map((at) => Date.parse(at)).filter((at) => at > since);
  if (recent.length < maxAttemptsPerOrder) return undefined;
  return Math.max(1, Math.ceil((Math.min(...recent) - since) / 1000));
};

/** Why the order cannot be paid by `method` now, if it cannot: it must wait for an online payment (online-payment.ts). */
const refusalOf = (order: Order, method: StartPaymentInput['method']): ErrorCode | undefined => {
  if (!onlineMethodToPay(order)) return 'order_cannot_be_paid';
  if (!onlineMethods[method].currencies.includes(order.currency)) return 'payment_method_not_available';
  return undefined;
};

/**
 * The owner (a customer, or a guest with the order link's token) pays an order that waits for an
 * online payment (shared/orders/online-payment.ts). Course: the caller's order (`order_not_found`);
 * then registerPayment's course, in which the order must still wait for it (`order_cannot_be_paid`) and the method offered in its
 * currency, with at most five attempts per order in 15 minutes (`too_many_attempts`).
 */
export const startOrderPayment = async (
  ports: PaymentPorts,
  input: StartOrderPaymentInput,
): Promise<Result<StartedPayment>> => {
  const found = await callersOrder(ports, input.caller, input.orderId);
  if (!found.ok) return found;
  const order = found.value;
  const earlier = await ports.listOrderPayments(order.id);
  return registerPayment(
    ports,
    {
      scope: `payments#${order.id}`,
      earlier,
      record: {
        orderId: order.id,
        owner: order.owner,
        amount: order.totals.total.gross,
        currency: order.currency,
      },
      description: transferTitle(order.number),
      email: order.email,
      language: order.language,
      country: order.details.contact.country,
    },
    {
      ...input,
      urlReturn: (paymentId) =>
        input.urls.urlReturn({ orderId: order.id, language: order.language, paymentId }),
      urlStatus: input.urls.urlStatus,
    },
    async (now) => {
      const refusal = refusalOf(order, input.payment.method);
      if (refusal) return fail(refusal);
      const retryAfter = throttledFor(
        earlier.map((payment) => payment.createdAt),
        now,
      );
      return retryAfter === undefined ? undefined : fail('too_many_attempts', retryAfter);
    },
  );
};
