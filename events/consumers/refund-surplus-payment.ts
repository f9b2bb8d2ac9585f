import { sendMailOnce } from '#functions/lib/mail';
import { refundNotificationUrl } from '#functions/lib/payment-provider/notification-urls';
import { paymentProvider } from '#functions/lib/payment-provider/payment-provider';
import { paymentDeps } from '#functions/use-cases/payments/deps';
import { refundSurplus } from '#functions/use-cases/payments/refund-surplus';
import { formatMoney } from '#shared/money';
import { paymentSettled } from '../contracts/payment-settled';
import { accountOrderLink } from './account-order-link';
import { surplusRefundMail } from './order-payment-mails';
import { sqsConsumer } from './sqs-consumer';

// A payment that settled when its order owed nothing more (`payment.settled` with `surplus`, the only
// ones this rule delivers): given back whole at the provider, once, and the buyer told by mail.

export const handler = sqsConsumer(paymentSettled, async ({ eventId, data }) => {
  if (!data.surplus) return;
  const refund = await refundSurplus(paymentDeps(paymentProvider()), {
    paymentId: data.paymentId,
    urlStatus: refundNotificationUrl(),
  });
  if (!refund) return;
  const { orderId, orderNumber, email, language, guest, amount, currency } = refund;
  await sendMailOnce(
    eventId,
    surplusRefundMail(email, language, {
      orderNumber,
      amount: formatMoney({ amount, currency }, language),
      link: accountOrderLink(orderId, language, guest),
    }),
  );
});
