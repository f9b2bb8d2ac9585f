import { paymentSettled } from '#events/contracts/payment-settled';
import { orderTopic } from '#shared/live';
import type { OrderState } from '#shared/orders/order-states';
import { type BookedMethod, paymentSourceOf } from '#shared/payments/payment-sources';
import type { Order } from '../../lib/table/orders';
import { type OutboxItem, outboxItem } from '../../lib/table/outbox';
import type { Payment } from '../../lib/table/payments';
import type { GuardedItem } from '../../lib/table/transaction';
import { type MoveNote, orderChangeOf } from '../orders/change-order-status';
import type { PaymentPorts } from './deps';

/**
 * `payment.settled` of a payment of the order, on the order's live topic (so its status page updates);
 * `surplus` when the order owed nothing more, for its refund.
 */
export const settledEvent = (
  payment: Payment & { settledAt: string },
  order: Order,
  now: Date,
  surplus: boolean,
): OutboxItem => {
  const clientSub = order.owner.kind === 'client' ? order.owner.sub : undefined;
  const { invoice } = payment;
  return outboxItem(
    paymentSettled,
    {
      paymentId: payment.paymentId,
      orderId: order.id,
      ...(invoice ? { invoiceGuid: invoice.guid } : {}),
      ...(clientSub === undefined ? {} : { clientSub }),
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method,
      source: paymentSourceOf(payment.method as BookedMethod, payment.currency),
      settledAt: payment.settledAt,
      ...(surplus ? { surplus: true as const } : {}),
    },
    { now, topics: [orderTopic(order.id)] },
  );
};

/** A payment of the order's whole total that came outside the provider, paid as it is booked `now`. */
export const paidInFull = (
  paymentId: string,
  order: Order,
  method: Payment['method'],
  now: Date,
): Payment & { settledAt: string } => {
  const settledAt = now.toISOString();
  return {
    paymentId,
    orderId: order.id,
    owner: order.owner,
    method,
    amount: order.totals.total.gross,
    currency: order.currency,
    state: 'paid',
    createdAt: settledAt,
    expiresAt: settledAt,
    settledAt,
  };
};

/**
 * What booking a payment commits beside the payment's own item (the provider's payment settled, or a
 * transfer operations booked): the order's `bookPayment` move when the table allows it, the customer's
 * payment history line, and `payment.settled` on the order's live topic, so the status page updates.
 * A payment of an invoice's pay link is also booked on the invoice (its status turns paid or
 * overpaid), named in the history line, and `payment.settled` carries the invoice's guid. Without a
 * move (`move` undefined: the order owes nothing more) the payment is a surplus, which
 * `payment.settled` says, for its refund.
 */
export const settlementParts = (
  ports: Pick<PaymentPorts, 'orderItems' | 'paymentItems'>,
  payment: Payment & { settledAt: string },
  order: Order,
  move: OrderState | undefined,
  now: Date,
  by: Omit<MoveNote, 'action' | 'shipment'>,
): { items: GuardedItem<'order_changed'>[]; events: OutboxItem[]; order: Order } => {
  const source = paymentSourceOf(payment.method as BookedMethod, payment.currency);
  const change = move && orderChangeOf(ports, order, move, now, { action: 'bookPayment', ...by });
  const clientSub = order.owner.kind === 'client' ? order.owner.sub : undefined;
  const { invoice } = payment;
  const onInvoice = invoice ? [{ item: ports.paymentItems.bookOnInvoice({ ...payment, invoice }) }] : [];
  const history =
    clientSub === undefined
      ? []
      : [
          {
            item: ports.paymentItems.history(clientSub, payment.paymentId, {
              date: payment.settledAt,
              title: order.id,
              orderId: order.id,
              source,
              amount: payment.amount,
              currency: payment.currency,
              invoices: invoice ? [invoice.number] : [],
            }),
          },
        ];
  const settled = settledEvent(payment, order, now, move === undefined);
  return {
    items: [...(change?.items ?? []), ...history, ...onInvoice],
    events: [...(change ? [change.event] : []), settled],
    order: change?.order ?? order,
  };
};
