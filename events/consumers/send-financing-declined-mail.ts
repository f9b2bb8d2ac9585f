import { sendMailOnce } from '#functions/lib/mail';
import { orderFinancingDeclined } from '../contracts/order-financing-declined';
import { accountOrderLink } from './account-order-link';
import { financingDeclinedMail } from './order-payment-mails';
import { sqsConsumer } from './sqs-consumer';

/** order.financing-declined → the buyer's mail: pay the order online or cancel it, once per event. */
export const handler = sqsConsumer(orderFinancingDeclined, async ({ eventId, data }) => {
  const { orderId, orderNumber, email, language, guest } = data;
  return sendMailOnce(
    eventId,
    financingDeclinedMail(email, language, { orderNumber, link: accountOrderLink(orderId, language, guest) }),
  );
});
