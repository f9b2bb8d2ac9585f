import type { Invoice } from '#shared/invoices/invoice';
import type {
  StaffOrderDetail,
  StaffOrderInvoice,
  StaffOrderPayment,
} from '#shared/orders/staff-order-detail';
import type { listOrderInvoices } from '../../lib/table/invoices';
import type { listOrderHistory } from '../../lib/table/order-history';
import type { findOrder } from '../../lib/table/orders';
import type { listOrderPayments, Payment } from '../../lib/table/payments';
import { fail, ok, type Result } from '../result';
import { orderView } from './order-view';

export interface StaffOrderPorts {
  findOrder: typeof findOrder;
  listOrderPayments: typeof listOrderPayments;
  listOrderInvoices: typeof listOrderInvoices;
  listOrderHistory: typeof listOrderHistory;
}

const paymentOf = (payment: Payment): StaffOrderPayment => ({
  paymentId: payment.paymentId,
  method: payment.method,
  amount: payment.amount,
  currency: payment.currency,
  state: payment.state,
  createdAt: payment.createdAt,
  ...(payment.settledAt ? { settledAt: payment.settledAt } : {}),
  ...(payment.surplus ? { surplus: true as const } : {}),
  ...(payment.refundedAmount ? { refundedAmount: payment.refundedAmount } : {}),
  ...(payment.refundRequestId ? { refundAsked: true as const } : {}),
});

/** An invoice as the staff list it (its order's page, its customer's). */
export const staffInvoiceOf = (invoice: Invoice): StaffOrderInvoice => ({
  invoiceId: invoice.invoiceId,
  number: invoice.number,
  kind: invoice.kind,
  issuedAt: invoice.issuedAt,
  currency: invoice.currency,
  gross: invoice.totals.gross,
  ...(invoice.correctedGross === undefined ? {} : { correctedGross: invoice.correctedGross }),
  ...(invoice.ksef
    ? {
        ksef: {
          status: invoice.ksef.status,
          ...(invoice.ksef.number ? { number: invoice.ksef.number } : {}),
        },
      }
    : {}),
});

/**
 * Input: an order id. Output: the order as operations see it (with the actions the table allows them),
 * its payments oldest first, its invoices in the order issued and its history (moves with who took
 * them, mails sent) oldest first, or `order_not_found`.
 */
export const staffOrderDetail = async (
  ports: StaffOrderPorts,
  orderId: string,
): Promise<Result<StaffOrderDetail>> => {
  const order = await ports.findOrder(orderId);
  if (!order) return fail('order_not_found');
  const [payments, invoices, history] = await Promise.all([
    ports.listOrderPayments(orderId),
    ports.listOrderInvoices(orderId),
    ports.listOrderHistory(orderId),
  ]);
  return ok({
    order: orderView(order, 'operations'),
    payments: payments.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(paymentOf),
    invoices: invoices.map(staffInvoiceOf),
    history,
  });
};
