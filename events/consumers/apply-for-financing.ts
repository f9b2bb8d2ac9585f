import { financingPartner } from '#functions/lib/financing/financing-partner';
import { findOrder, orderItems } from '#functions/lib/table/orders';
import { newPaymentId, paymentItems } from '#functions/lib/table/payments';
import { applyForFinancing } from '#functions/use-cases/payments/apply-for-financing';
import { tablePorts } from '#functions/use-cases/table-ports';
import { orderPlaced } from '../contracts/order-placed';
import { sqsConsumer } from './sqs-consumer';

// order.placed of a credit or leasing order (the rule filters on the method) → the application at the
// financing partner and its decision booked. A failure is thrown, so SQS delivers the
// event again; the partner answers the same application for the same order, so a retry asks no other.

export const handler = sqsConsumer(orderPlaced, async ({ data }) => {
  const ports = {
    ...tablePorts(),
    findOrder,
    orderItems,
    paymentItems,
    newPaymentId,
    financing: financingPartner(),
  };
  const decided = await applyForFinancing(ports, { orderId: data.orderId });
  if (!decided.ok) throw new Error(`financing of ${data.orderId} not decided: ${decided.code}`);
});
