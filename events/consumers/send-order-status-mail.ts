import { sendMailOnce } from '#functions/lib/mail';
import { logOrderMail } from '#functions/lib/table/order-history';
import { orderStatusChanged } from '../contracts/order-status-changed';
import { accountOrderLink } from './account-order-link';
import { orderStatusMail } from './order-mails';
import { availabilityConfirmedMail } from './order-payment-mails';
import { sqsConsumer } from './sqs-consumer';

/**
 * order.status-changed → the customer's mail naming the new status (a sent parcel's carrier and
 * tracking link with it), once per event, then noted in the order's history; a new order made payable
 * (staff confirmed its availability) gets the mail that asks for the payment instead. A customer's
 * mail links the order in the account's history; a guest's has no link (only the confirmation mail
 * carries the order link's token). The mail goes once by its own record (`sendMailOnce`) and the note
 * is the same item each time, so no record of the event is kept.
 */
export const handler = sqsConsumer(
  orderStatusChanged,
  async ({ eventId, occurredAt, data }) => {
    const { orderId, orderNumber, from, to, email, language, guest, shipment } = data;
    const link = accountOrderLink(orderId, language, guest);
    const sent = await sendMailOnce(
      eventId,
      from === 'new' && to === 'unpaid'
        ? availabilityConfirmedMail(email, language, { orderNumber, link })
        : orderStatusMail(email, language, { orderNumber, status: to, link, shipment }),
    );
    await logOrderMail(orderId, eventId, {
      kind: 'mail',
      at: occurredAt,
      mail: 'status',
      to: email,
      status: to,
    });
    return sent;
  },
  { repeatable: true },
);
