import type { InvoiceListEntry } from '#shared/invoices/invoice-list';
import type { Currency } from '#shared/locale';
import { onlineMethodToPay } from '#shared/orders/online-payment';
import type { OrderView } from '#shared/orders/order-view';

// What a signed-in customer has to pay (`/platnosci/`, spec section 2; the dashboard's PaymentOverdue
// and NextPayment events): orders waiting for an online payment (online-payment.ts), due at
// once, and unpaid invoices, due on their payment date. Overdue first, then by the date due.

export type Due =
  | {
      kind: 'order';
      orderId: string;
      orderNumber: string;
      amount: number;
      currency: Currency;
      dueDate: string;
      overdue: boolean;
    }
  | {
      kind: 'invoice';
      number: string;
      guid: string;
      orderId: string;
      amount: number;
      currency: Currency;
      dueDate: string;
      overdue: boolean;
    };

/** The day of an instant (`YYYY-MM-DD`, UTC, as invoices' payment dates are). */
const dayOf = (at: string) => at.slice(0, 10);

/** The dues of the customer's unpaid orders and invoices on `today` (`YYYY-MM-DD`). */
export const duesOf = (
  orders: readonly OrderView[],
  invoices: readonly InvoiceListEntry[],
  today: string,
): Due[] => {
  const ofOrders = orders
    .filter((order) => onlineMethodToPay(order) !== undefined)
    .map(
      (order): Due => ({
        kind: 'order',
        orderId: order.id,
        orderNumber: order.number,
        amount: order.totals.total.gross,
        currency: order.currency,
        dueDate: dayOf(order.createdAt),
        overdue: false,
      }),
    );
  const ofInvoices = invoices
    .filter((invoice) => invoice.kind === 'VAT' && invoice.status === 2 && invoice.amountToPay > 0)
    .map(
      (invoice): Due => ({
        kind: 'invoice',
        number: invoice.number,
        guid: invoice.guid,
        orderId: invoice.orderId,
        amount: invoice.amountToPay,
        currency: invoice.currency,
        dueDate: invoice.dueDate,
        overdue: invoice.dueDate < today,
      }),
    );
  return [...ofOrders, ...ofInvoices].sort(
    (a, b) => Number(b.overdue) - Number(a.overdue) || a.dueDate.localeCompare(b.dueDate),
  );
};
