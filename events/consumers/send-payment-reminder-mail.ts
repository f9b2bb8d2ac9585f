import { sendMailOnce } from '#functions/lib/mail';
import { logOrderMail } from '#functions/lib/table/order-history';
import { formatMoney } from '#shared/money';
import { deadlineText } from '#shared/orders/payment-deadline';
import { orderPaymentReminderDue } from '../contracts/order-payment-reminder-due';
import { accountOrderLink } from './account-order-link';
import { paymentReminderMail } from './order-payment-mails';
import { sqsConsumer } from './sqs-consumer';

/**
 * order.payment-reminder-due → the buyer's reminder: pay by the deadline or the order is cancelled,
 * once per event, noted in the order's history.
 */
export const handler = sqsConsumer(orderPaymentReminderDue, async ({ eventId, occurredAt, data }) => {
  const { orderId, orderNumber, email, language, guest, payBy, amount, currency } = data;
  const sent = await sendMailOnce(
    eventId,
    paymentReminderMail(email, language, {
      orderNumber,
      amount: formatMoney({ amount, currency }, language),
      payBy: deadlineText(payBy, language),
      link: accountOrderLink(orderId, language, guest),
    }),
  );
  await logOrderMail(orderId, eventId, { kind: 'mail', at: occurredAt, mail: 'paymentReminder', to: email });
  return sent;
});
