import useSWR from 'swr';
import type { StartPaymentInput } from '#shared/payments/payment-input';
import type { PaymentView } from '#shared/payments/payment-view';
import type { ApiError } from '../api-client';
import { fetcherOf, type OrderReader } from '../orders/order-read';

// An order's payments (functions/payments/README.md), read by the payment screens and the status page: a guest's under the order link's `?token=`, a
// customer's under `/me` with the session's ID token.

/** What starting a payment answers: the provider's page to go to, or (BLIK) the payment charged by code. */
export type StartedPayment =
  | { paymentId: string; redirectUrl: string }
  | { paymentId: string; state: 'registered' };

const paymentsPath = (reader: OrderReader, paymentId?: string) => {
  const base = reader.kind === 'guest' ? '/api/payments/orders' : '/api/payments/me/orders';
  const path = `${base}/${encodeURIComponent(reader.id)}/payments${paymentId ? `/${encodeURIComponent(paymentId)}` : ''}`;
  return reader.kind === 'guest' ? `${path}?${new URLSearchParams({ token: reader.token })}` : path;
};

/** Starts a payment (an order's, or an invoice's by its pay link) with the attempt's Idempotency-Key. */
export type PaymentStarter = (input: StartPaymentInput, idempotencyKey: string) => Promise<StartedPayment>;

/** POST …/payments with the attempt's Idempotency-Key: the same key answers the same payment. */
export const startPayment = (reader: OrderReader, input: StartPaymentInput, idempotencyKey: string) =>
  fetcherOf(reader)<StartedPayment>(paymentsPath(reader), {
    method: 'POST',
    body: JSON.stringify(input),
    headers: { 'idempotency-key': idempotencyKey },
  });

/** How often a payment waiting at the provider is read again: the fallback beside the live topic. */
export const paymentPollMs = 3000;

/** A payment's state, read again every few seconds while it is registered (waiting at the provider). */
export const usePayment = (reader: OrderReader, paymentId: string | undefined) =>
  useSWR<PaymentView, ApiError>(paymentId ? paymentsPath(reader, paymentId) : null, fetcherOf(reader), {
    refreshInterval: (latest) => (latest?.state === 'registered' ? paymentPollMs : 0),
  });
