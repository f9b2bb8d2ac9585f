import { siteOrigin } from '#functions/lib/http/site-origin';
import { sendMailOnce } from '#functions/lib/mail';
import { formatMoney } from '#shared/money';
import { pathFor } from '#shared/routes';
import { orderPlaced } from '../contracts/order-placed';
import { orderConfirmationMail } from './order-mails';
import { sqsConsumer } from './sqs-consumer';

/**
 * order.placed → the buyer's confirmation mail in their language, once per event. A guest's links the
 * order status page with the order link's token (`?order=<id>&token=<token>`); a customer's the order
 * in the account's history.
 */
export const handler = sqsConsumer(orderPlaced, async ({ eventId, data }) => {
  const { orderId, orderNumber, email, language, currency, totalGross, linkToken } = data;
  const page = linkToken
    ? `${pathFor('orderStatus', language)}?order=${orderId}&token=${linkToken}`
    : pathFor('accountOrderDetails', language, { realizationId: orderId });
  return sendMailOnce(
    eventId,
    orderConfirmationMail(email, language, {
      orderNumber,
      total: formatMoney({ amount: totalGross, currency }, language),
      link: `${siteOrigin()}${page}`,
    }),
  );
});
