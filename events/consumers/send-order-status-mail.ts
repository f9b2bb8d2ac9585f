import { siteOrigin } from '#functions/lib/http/site-origin';
import { sendMail } from '#functions/lib/mail';
import { pathFor } from '#shared/routes';
import { orderStatusChanged } from '../contracts/order-status-changed';
import { orderStatusMail } from './order-mails';
import { sqsConsumer } from './sqs-consumer';

/**
 * order.status-changed → the customer's mail naming the new status, once per event. A customer's
 * mail links the order in the account's history; a guest's has no link (only the confirmation mail
 * carries the order link's token).
 */
export const handler = sqsConsumer(orderStatusChanged, async ({ data }) => {
  const { orderId, to, email, language, guest } = data;
  const link = guest
    ? undefined
    : `${siteOrigin()}${pathFor('accountOrderDetails', language, { realizationId: orderId })}`;
  return sendMail(orderStatusMail(email, language, { orderId, status: to, link }));
});
