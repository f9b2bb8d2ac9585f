import { httpHandler, type RouteTable } from '../lib/http/http-handler';
import { deleteMyCard, getMyCards, postMyCard, putMyDefaultCard } from './card-routes';
import { getPaymentHistory } from './history-route';
import { readInvoicePaymentRoute, startInvoicePaymentRoute } from './invoice-payment-routes';
import {
  getInvoiceSummary,
  getMyInvoiceDownload,
  getMyInvoices,
  getStaffInvoiceDownload,
} from './invoices/invoice-routes';
import { postPaymentNotification, postRefundNotification } from './notification-routes';
import { readPaymentRoute, startPaymentRoute } from './order-payment-routes';
import { customerPayer, guestPayer } from './payment-callers';

/** Route key → route; test/infra/route-tables.test.ts holds it equal to the group's routes in infra/wiring.ts. */
export const routes: RouteTable = {
  // Order payments: a guest's with the order link's ?token=, a customer's by the
  // token's sub; started with an Idempotency-Key, read back by the return page.
  'POST /api/payments/orders/{orderId}/payments': startPaymentRoute(guestPayer),
  'GET /api/payments/orders/{orderId}/payments/{paymentId}': readPaymentRoute(guestPayer),
  'POST /api/payments/me/orders/{orderId}/payments': startPaymentRoute(customerPayer),
  'GET /api/payments/me/orders/{orderId}/payments/{paymentId}': readPaymentRoute(customerPayer),
  // The provider's notifications: what settles a payment, and a refund's outcome.
  'POST /api/payments/notifications/przelewy24': postPaymentNotification,
  'POST /api/payments/notifications/przelewy24/refunds': postRefundNotification,
  // Payment history (spec section 3's payment history entry).
  'GET /api/payments/me/history': getPaymentHistory,
  // Saved cards: list, add on the provider's page (1 PLN, refunded), default, delete.
  'GET /api/payments/me/cards': getMyCards,
  'POST /api/payments/me/cards': postMyCard,
  'PUT /api/payments/me/cards/{cardId}/default': putMyDefaultCard,
  'DELETE /api/payments/me/cards/{cardId}': deleteMyCard,
  // Invoices: the customer's list and downloads, an invoice's public summary.
  'GET /api/payments/me/invoices': getMyInvoices,
  'GET /api/payments/me/invoices/{invoiceId}/download': getMyInvoiceDownload,
  'GET /api/payments/staff/invoices/{invoiceId}/download': getStaffInvoiceDownload,
  'GET /api/payments/invoices/{guid}': getInvoiceSummary,
  // Paying an invoice by its pay link's guid, with an Idempotency-Key.
  'POST /api/payments/invoices/{guid}/payments': startInvoicePaymentRoute,
  'GET /api/payments/invoices/{guid}/payments/{paymentId}': readInvoicePaymentRoute,
};

export const handler = httpHandler(routes);
