import type { Currency, Language } from '#shared/locale';
import type { PaymentPorts } from './deps';
import { askRest } from './refund-order';

/** What the buyer is told of a surplus given back. */
export interface SurplusRefund {
  orderId: string;
  orderNumber: string;
  email: string;
  language: Language;
  guest: boolean;
  amount: number;
  currency: Currency;
}

/**
 * A payment that settled when its order owed nothing more (settle-payment.ts: a second tab's, one
 * replaced but paid late, one of an order cancelled meanwhile) is given back whole. Input: the payment
 * (`payment.settled` with `surplus`) and the refund notification's URL. Output: the refund to tell the
 * buyer about, or undefined for a payment that is no surplus or no longer paid (refunded already).
 * Course: the payment read again; unless its refund was asked (a redelivery, or the order's
 * cancellation asked it first: refund-order.ts), what is left of it asked back at the provider under a
 * request derived from it and recorded once; its notice later moves it paid → refunded with the
 * customer's history line of the refund (handle-refund-notification.ts). A provider failure is thrown,
 * so the event is delivered again.
 */
export const refundSurplus = async (
  ports: PaymentPorts,
  { paymentId, urlStatus }: { paymentId: string; urlStatus: string },
): Promise<SurplusRefund | undefined> => {
  const payment = await ports.getPayment(paymentId);
  if (!payment?.surplus || payment.state !== 'paid') return undefined;
  const order = await ports.getOrder(payment.owner, payment.orderId);
  if (!order) throw new Error(`surplus payment ${paymentId} pays no order`);
  if (payment.refundRequestId === undefined) await askRest(ports, payment, order.number, urlStatus);
  return {
    orderId: order.id,
    orderNumber: order.number,
    email: order.email,
    language: order.language,
    guest: order.owner.kind === 'guest',
    amount: payment.amount,
    currency: payment.currency,
  };
};
