import { paymentNotified } from '#events/contracts/payment-notified';
import { putEventNow } from '../../lib/event-bridge';
import { logger } from '../../lib/logger';
import type { PaymentNotice, PaymentProvider } from '../../lib/payment-provider/port';
import { idempotencyItems, idempotencyRecord } from '../../lib/table/idempotency-keys';
import { getOrder, linkTokenHashOf, orderItems } from '../../lib/table/orders';
import { outboxItem } from '../../lib/table/outbox';
import { getPartRefund, partRefundItems } from '../../lib/table/payment-part-refunds';
import {
  getPayment,
  listOrderPayments,
  listOverduePayments,
  listPaymentHistory,
  newPaymentId,
  paymentItems,
} from '../../lib/table/payments';
import { type TablePorts, tablePorts } from '../table-ports';

/**
 * The ports of the payment use cases: the provider, the payment and order repositories, the
 * idempotency records, the bus an accepted notification is put on, and a log of refused
 * notifications (never their bodies).
 */
export interface PaymentPorts extends TablePorts {
  provider: PaymentProvider;
  paymentItems: typeof paymentItems;
  partRefundItems: typeof partRefundItems;
  getPayment: typeof getPayment;
  getPartRefund: typeof getPartRefund;
  listOrderPayments: typeof listOrderPayments;
  listOverduePayments: typeof listOverduePayments;
  listPaymentHistory: typeof listPaymentHistory;
  newPaymentId: typeof newPaymentId;
  orderItems: typeof orderItems;
  getOrder: typeof getOrder;
  linkTokenHashOf: typeof linkTokenHashOf;
  idempotencyItems: typeof idempotencyItems;
  idempotencyRecord: typeof idempotencyRecord;
  /** Puts an accepted notification on the bus for its settling (`payment.notified`); one event id per notice. */
  announceNotification: (body: Record<string, unknown>, notice: PaymentNotice) => Promise<void>;
  warn: (message: string, fields: Record<string, unknown>) => void;
}

export const paymentDeps = (provider: PaymentProvider): PaymentPorts => ({
  ...tablePorts(),
  provider,
  paymentItems,
  partRefundItems,
  getPayment,
  getPartRefund,
  listOrderPayments,
  listOverduePayments,
  listPaymentHistory,
  newPaymentId,
  orderItems,
  getOrder,
  linkTokenHashOf,
  idempotencyItems,
  idempotencyRecord,
  announceNotification: (body, notice) =>
    putEventNow(
      outboxItem(
        paymentNotified,
        { provider: 'przelewy24', body },
        { eventId: `notice-${notice.sessionId}-${notice.providerOrderId}` },
      ),
    ),
  warn: (message, fields) => logger.warn(message, fields),
});
