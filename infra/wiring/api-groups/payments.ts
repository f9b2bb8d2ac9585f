import { type ApiGroupDecl, apiFunction } from '../http-api';
import { attemptThrottle } from '../request-limits';

export const paymentsApi: ApiGroupDecl = {
  ...apiFunction(
    'payments',
    { table: 'readWrite', paymentProviderSecret: true, documents: 'read', events: true },
    [
      // Order payments: a guest's with the order link's token, a customer's by the
      // token; a start is an attempt (per IP here, per order in the use case: card testing, BLIK guesses).
      {
        method: 'POST',
        path: '/api/payments/orders/{orderId}/payments',
        access: 'public',
        throttle: attemptThrottle,
      },
      { method: 'GET', path: '/api/payments/orders/{orderId}/payments/{paymentId}', access: 'public' },
      {
        method: 'POST',
        path: '/api/payments/me/orders/{orderId}/payments',
        access: 'customer',
        throttle: attemptThrottle,
      },
      { method: 'GET', path: '/api/payments/me/orders/{orderId}/payments/{paymentId}', access: 'customer' },
      // The provider's notifications (their sign is the proof) and the payment history.
      { method: 'POST', path: '/api/payments/notifications/przelewy24', access: 'public' },
      { method: 'POST', path: '/api/payments/notifications/przelewy24/refunds', access: 'public' },
      { method: 'GET', path: '/api/payments/me/history', access: 'customer' },
      // Saved cards: adding one registers a payment at the provider, an attempt per IP.
      { method: 'GET', path: '/api/payments/me/cards', access: 'customer' },
      { method: 'POST', path: '/api/payments/me/cards', access: 'customer', throttle: attemptThrottle },
      { method: 'PUT', path: '/api/payments/me/cards/{cardId}/default', access: 'customer' },
      { method: 'DELETE', path: '/api/payments/me/cards/{cardId}', access: 'customer' },
      // Invoices: the customer's list and a PDF's presigned download (signed with the
      // function's read grant on the documents bucket); an invoice's public summary by its guid, throttled
      // like every lookup worth guessing.
      { method: 'GET', path: '/api/payments/me/invoices', access: 'customer' },
      { method: 'GET', path: '/api/payments/me/invoices/{invoiceId}/download', access: 'customer' },
      { method: 'GET', path: '/api/payments/staff/invoices/{invoiceId}/download', access: 'operations' },
      { method: 'GET', path: '/api/payments/invoices/{guid}', access: 'public', throttle: attemptThrottle },
      // Paying an invoice by its pay link's guid: an attempt, per IP here, per invoice in
      // the use case.
      {
        method: 'POST',
        path: '/api/payments/invoices/{guid}/payments',
        access: 'public',
        throttle: attemptThrottle,
      },
      // The pay link's page reads back the payment it started, as the order's return page does.
      {
        method: 'GET',
        path: '/api/payments/invoices/{guid}/payments/{paymentId}',
        access: 'public',
        throttle: attemptThrottle,
      },
    ],
  ),
  memoryMb: 768,
};
