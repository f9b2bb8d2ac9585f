import { sendMailOnce } from '#functions/lib/mail';
import { logOrderMail } from '#functions/lib/table/order-history';
import { findOrder } from '#functions/lib/table/orders';
import { orderPartReturned } from '../contracts/order-part-returned';
import { accountOrderLink } from './account-order-link';
import { partReturnMail } from './part-return-mail';
import { sqsConsumer } from './sqs-consumer';

/**
 * order.part-returned → the customer's mail naming the units taken back (by the order's line names),
 * once per event, then noted in the order's history.
 */
export const handler = sqsConsumer(orderPartReturned, async ({ eventId, occurredAt, data }) => {
  const { orderId, orderNumber, lines, email, language, guest } = data;
  const order = await findOrder(orderId);
  const items = lines.map(({ productId, quantity }) => ({
    quantity,
    name: order?.lines.find((line) => line.productId === productId)?.name ?? productId,
  }));
  const sent = await sendMailOnce(
    eventId,
    partReturnMail(email, language, { orderNumber, items, link: accountOrderLink(orderId, language, guest) }),
  );
  await logOrderMail(orderId, eventId, { kind: 'mail', at: occurredAt, mail: 'partReturn', to: email });
  return sent;
});
