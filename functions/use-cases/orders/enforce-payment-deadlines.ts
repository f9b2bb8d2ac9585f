import { orderPaymentReminderDue } from '#events/contracts/order-payment-reminder-due';
import { paymentDeadlineStep } from '#shared/orders/payment-deadline';
import type { Order } from '../../lib/table/orders';
import { outboxItem } from '../../lib/table/outbox';
import { changeOrderStatus } from './change-order-status';
import type { OrderPorts } from './deps';

/** Unpaid orders read in one run, a page at a time; the next run takes the rest. */
export const unpaidOrdersPerRun = 1_000;
const pageSize = 100;

/** What a run did: orders cancelled at their deadline, buyers reminded a day before it. */
export interface DeadlineRun {
  expired: string[];
  reminded: string[];
}

type DeadlinePorts = Pick<OrderPorts, 'orderItems' | 'commit' | 'clock' | 'listOrdersInStatus'>;

const remind = async (ports: DeadlinePorts, order: Order, payBy: string, now: Date) => {
  const reminded = await ports.commit(
    [
      {
        item: ports.orderItems.paymentReminded(order, now),
        whenConditionFails: 'reminded_or_moved' as const,
      },
    ],
    [
      outboxItem(
        orderPaymentReminderDue,
        {
          orderId: order.id,
          orderNumber: order.number,
          email: order.email,
          language: order.language,
          guest: order.owner.kind === 'guest',
          payBy,
          amount: order.totals.total.gross,
          currency: order.currency,
        },
        { now },
      ),
    ],
  );
  return reminded.ok;
};

/**
 * The `payment-deadlines` schedule's work (shared/orders/payment-deadline.ts). Each unpaid order still
 * waiting for its payment: past its `payBy`, cancelled by the shop through the order table (the stock
 * its placement took given back in the same transaction, `order.status-changed` mailing the buyer);
 * within a day of it, the buyer reminded once (the record and `order.payment-reminder-due` in one
 * transaction). An order paid or moved meanwhile fails its condition and is left as it is.
 */
export const enforcePaymentDeadlines = async (ports: DeadlinePorts): Promise<DeadlineRun> => {
  const now = ports.clock();
  const run: DeadlineRun = { expired: [], reminded: [] };
  let cursor: string | undefined;
  let read = 0;
  do {
    const page = await ports.listOrdersInStatus('unpaid', cursor, pageSize);
    for (const order of page.orders) {
      if (order.payment !== 'waiting') continue;
      const step = paymentDeadlineStep(order, now);
      if (
        step === 'expire' &&
        (await changeOrderStatus(ports, order, { action: 'cancel', actor: 'shop' })).ok
      )
        run.expired.push(order.id);
      if (step === 'remind' && order.payBy && (await remind(ports, order, order.payBy, now)))
        run.reminded.push(order.id);
    }
    read += page.orders.length;
    cursor = page.cursor;
  } while (cursor && read < unpaidOrdersPerRun);
  return run;
};
