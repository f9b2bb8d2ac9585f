import useSWR from 'swr';
import type { InvoiceSummary } from '#shared/invoices/invoice-list';
import type { StartPaymentInput } from '#shared/payments/payment-input';
import type { PaymentView } from '#shared/payments/payment-view';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { paymentPollMs, type StartedPayment } from '../../../lib/payments/payment-api';

// An invoice's pay link (`/platnosc/{guid}`, functions/payments/README.md): public, the guid is the secret.

const invoicePath = (guid: string) => `/api/payments/invoices/${encodeURIComponent(guid)}`;

/** How often the summary is read again while a paid payment waits to be booked on the invoice. */
const bookingPollMs = 1000;

/**
 * The invoice's number, amount to pay, currency, payment date and status; with `awaitingBooking` (its
 * payment is paid, booked on the invoice a moment later) read again until the invoice is no longer unpaid.
 */
export const useInvoiceSummary = (guid: string, awaitingBooking = false) =>
  useSWR<InvoiceSummary, ApiError>(invoicePath(guid), apiFetch, {
    refreshInterval: (latest) => (awaitingBooking && latest?.status === 2 ? bookingPollMs : 0),
  });

/** POST …/payments with the attempt's Idempotency-Key: the same key answers the same payment. */
export const startInvoicePayment = (guid: string, input: StartPaymentInput, idempotencyKey: string) =>
  apiFetch<StartedPayment>(`${invoicePath(guid)}/payments`, {
    method: 'POST',
    body: JSON.stringify(input),
    headers: { 'idempotency-key': idempotencyKey },
  });

/** A payment started on the link, read again every few seconds while it waits at the provider. */
export const useInvoicePayment = (guid: string, paymentId: string | undefined) =>
  useSWR<PaymentView, ApiError>(
    paymentId ? `${invoicePath(guid)}/payments/${encodeURIComponent(paymentId)}` : null,
    apiFetch,
    { refreshInterval: (latest) => (latest?.state === 'registered' ? paymentPollMs : 0) },
  );
