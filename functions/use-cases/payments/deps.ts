import { logger } from '../../lib/logger';
import type { PaymentProvider } from '../../lib/payment-provider/port';
import { idempotencyItems, idempotencyRecord } from '../../lib/table/idempotency-keys';
import { getOrder, linkTokenHashOf, orderItems } from '../../lib/table/orders';
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
 * idempotency records and a log of refused notifications (never their bodies). The bus an accepted
 * notification is put on is the notification route's alone (notice-deps.ts), so the functions that
 * settle, refund or charge carry no EventBridge client.
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
  warn: (message, fields) => logger.warn(message, fields),
});
