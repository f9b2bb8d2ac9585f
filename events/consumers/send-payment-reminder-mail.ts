import { sendMailOnce } from '#functions/lib/mail';
import { formatMoney } from '#shared/money';
import { deadlineText } from '#shared/orders/payment-deadline';
import { orderPaymentReminderDue } from '../contracts/order-payment-reminder-due';
import { accountOrderLink } from './account-order-link';
import { paymentReminderMail } from './order-payment-mails';
import { sqsConsumer } from './sqs-consumer';

/** order.payment-reminder-due → the buyer's reminder: pay by the deadline or the order is cancelled, once per event. */
export const handler = sqsConsumer(orderPaymentReminderDue, async ({ eventId, data }) => {
  const { orderId, orderNumber, email, language, guest, payBy, amount, currency } = data;
  return sendMailOnce(
    eventId,
    paymentReminderMail(email, language, {
      orderNumber,
      amount: formatMoney({ amount, currency }, language),
      payBy: deadlineText(payBy, language),
      link: accountOrderLink(orderId, language, guest),
    }),
  );
});
