import { orderFinancingDeclined } from '#events/contracts/order-financing-declined';
import { orderTopic } from '#shared/live';
import { declinedFinancingDeadlineOf } from '#shared/orders/payment-deadline';
import { paymentMethodOfId, paymentMethodRules } from '#shared/orders/payment-methods';
import type { FinancingApplication, FinancingPartner } from '../../lib/financing/financing-partner';
import type { Order } from '../../lib/table/orders';
import { outboxItem } from '../../lib/table/outbox';
import type { OrderPorts } from '../orders/deps';
import { fail, ok, type Result } from '../result';
import { bookManualPayment } from './book-manual-payment';
import type { PaymentPorts } from './deps';

export type FinancingPorts = Pick<
  PaymentPorts,
  'orderItems' | 'paymentItems' | 'newPaymentId' | 'commit' | 'clock'
> &
  Pick<OrderPorts, 'findOrder'> & { financing: FinancingPartner };

/** What became of an order's application: decided now, or nothing to do (not financed, decided before, no longer unpaid). */
export type FinancingOutcome = 'approved' | 'declined' | 'nothing';

/** The application for the order: its gross total, the buyer (a business's tax number for leasing). */
const applicationOf = (order: Order, kind: FinancingApplication['kind']): FinancingApplication => {
  const { contact, invoice } = order.details;
  return {
    reference: order.id,
    kind,
    amount: order.totals.total.gross,
    currency: order.currency,
    applicant: {
      email: order.email,
      name: invoice?.companyName ?? `${contact.firstName} ${contact.surname}`,
      ...(invoice ? { taxNumber: invoice.taxNumber } : {}),
    },
  };
};

/** Whether the order still waits for the partner's decision. */
const awaitsDecision = (order: Order) =>
  order.status === 'unpaid' && order.payment === 'waiting' && order.financingDeclined === undefined;

/**
 * An order placed with credit or leasing goes to the financing partner. Input: the
 * order id (from `order.placed`). Course: an order not financed, decided before or no longer unpaid
 * (cancelled meanwhile) needs nothing; else the partner decides (it answers the same application again
 * for the same order, so a redelivered event asks no second one). Approved: the partner pays the shop,
 * so the payment is booked as the financing partner's (bookManualPayment: payment item, `bookPayment`
 * move, history line, `payment.settled`, whose invoice follows). Declined: recorded on the order with
 * `order.financing-declined` (the mail, the live push) in one transaction; the order may then be paid
 * online or cancelled. A commit that loses to a concurrent change reads the order again: decided or
 * moved meanwhile is nothing more to do, anything else is retried by the event's redelivery.
 */
export const applyForFinancing = async (
  ports: FinancingPorts,
  { orderId }: { orderId: string },
): Promise<Result<FinancingOutcome>> => {
  const order = await ports.findOrder(orderId);
  if (!order) return fail('order_not_found');
  const method = paymentMethodOfId(order.paymentMethod);
  const kind = method && paymentMethodRules[method].financing;
  if (!kind || !awaitsDecision(order)) return ok('nothing');

  const { applicationId, decision } = await ports.financing.apply(applicationOf(order, kind));
  const committed =
    decision === 'approved'
      ? await bookManualPayment(ports, order, { actor: 'financing' })
      : await ports.commit(
          [
            {
              item: ports.orderItems.declineFinancing(
                order,
                { applicationId, decidedAt: ports.clock().toISOString() },
                declinedFinancingDeadlineOf(ports.clock()),
              ),
              whenConditionFails: 'order_changed' as const,
            },
          ],
          [
            outboxItem(
              orderFinancingDeclined,
              {
                orderId,
                orderNumber: order.number,
                applicationId,
                email: order.email,
                guest: order.owner.kind === 'guest',
                language: order.language,
              },
              { now: ports.clock(), topics: [orderTopic(orderId)] },
            ),
          ],
        );
  if (committed.ok) return ok(decision);
  const now = await ports.findOrder(orderId);
  if (now && !awaitsDecision(now)) return ok('nothing');
  return fail(committed.code);
};
