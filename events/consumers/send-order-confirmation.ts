import { siteOrigin } from '#functions/lib/http/site-origin';
import { sendMailOnce } from '#functions/lib/mail';
import { qrImage } from '#functions/lib/qr-image';
import { logOrderMail } from '#functions/lib/table/order-history';
import { linkedPathFor } from '#shared/linked-routes';
import { formatMoney } from '#shared/money';
import { deadlineText } from '#shared/orders/payment-deadline';
import { paidByOwnTransfer } from '#shared/orders/transfer-to-pay';
import { bankTransferFor, payeeLines } from '#shared/payments/bank-transfer';
import { orderPlaced } from '../contracts/order-placed';
import { orderConfirmationMail, withTransferQr } from './order-mails';
import { sqsConsumer } from './sqs-consumer';

/**
 * order.placed → the buyer's confirmation mail in their language, once per event. A guest's links the
 * order status page with the order link's token (`?order=<id>&token=<token>`); a customer's the order
 * in the account's history. An order paid by the buyer's own transfer carries what to pay: recipient,
 * account, bank, amount and title, and in złoty the banks' QR code as an inline image; an unpaid
 * order its payment deadline. The order's history notes it. The mail goes once by its own record
 * (`sendMailOnce`) and the note is the same item each time, so no record of the event is kept.
 */
export const handler = sqsConsumer(
  orderPlaced,
  async ({ eventId, occurredAt, data }) => {
    const { orderId, orderNumber, email, language, currency, totalGross, linkToken, payBy } = data;
    const page = linkToken
      ? `${linkedPathFor('orderStatus', language)}?order=${orderId}&token=${linkToken}`
      : linkedPathFor('accountOrderDetails', language, { realizationId: orderId });
    const total = formatMoney({ amount: totalGross, currency }, language);
    const transfer = paidByOwnTransfer(data.paymentMethod)
      ? bankTransferFor(orderNumber, { amount: totalGross, currency })
      : undefined;
    const mail = orderConfirmationMail(email, language, {
      orderNumber,
      total,
      link: `${siteOrigin()}${page}`,
      ...(transfer && {
        ...payeeLines(transfer),
        transferAmount: total,
        transferTitle: transfer.title,
      }),
      ...(payBy && { payBy: deadlineText(payBy, language) }),
    });
    const sent = await sendMailOnce(
      eventId,
      transfer?.qr ? withTransferQr(mail, language, qrImage(transfer.qr, 'transfer-qr')) : mail,
    );
    await logOrderMail(orderId, eventId, { kind: 'mail', at: occurredAt, mail: 'confirmation', to: email });
    return sent;
  },
  { repeatable: true },
);
