import type { ErrorCode } from '#shared/errors';
import type { Language } from '#shared/locale';
import type { StartPaymentInput } from '#shared/payments/payment-input';
import type { ProviderPaymentState } from '#shared/payments/provider-payment-states';
import type { BlikRefusal } from '../../lib/payment-provider/port';
import { ProviderError } from '../../lib/payment-provider/provider-error';
import { sha256 } from '../../lib/table/idempotency-keys';
import type { Payment } from '../../lib/table/payments';
import { type Failure, fail, ok, type Result } from '../result';
import type { PaymentPorts } from './deps';

/** What starting a payment answers: the provider's page to go to, or for BLIK the state to poll. */
export type StartedPayment =
  | { paymentId: string; redirectUrl: string }
  | { paymentId: string; state: ProviderPaymentState };

/** The provider's time limit of a payment; past it, reconciliation asks the provider. */
export const paymentTimeLimitMinutes = 15;

const blikRefusals: Record<BlikRefusal, ErrorCode> = {
  wrong_code: 'blik_code_invalid',
  expired: 'blik_code_expired',
  used: 'blik_code_used',
  declined: 'payment_declined',
};

/** What is paid (an order, or an invoice of an order) and whom the provider shows it to. */
export interface PaymentSubject {
  /** The idempotency scope of its payments: one key starts one payment of this subject. */
  scope: string;
  /** The payments of this subject started before: one still in flight is answered or ended first. */
  earlier: readonly Payment[];
  record: Pick<Payment, 'orderId' | 'owner' | 'amount' | 'currency' | 'invoice'>;
  description: string;
  email: string;
  language: Language;
  /** The buyer's country (ISO 3166-1 alpha-2), which the provider requires. */
  country: string;
}

export interface PaymentRequest {
  idempotencyKey: string;
  payment: StartPaymentInput;
  /** Where the provider sends the buyer back (which only reads the status), by the new payment id. */
  urlReturn: (paymentId: string) => string;
  /** The notification route. */
  urlStatus: string;
  client: { ip: string; userAgent: string };
}

/** A payment still open at the provider: registered, within its time limit. */
export const inFlight = (payments: readonly Payment[], now: Date): Payment | undefined =>
  payments.find((payment) => payment.state === 'registered' && Date.parse(payment.expiresAt) > now.getTime());

const startedOf = (payment: Payment): StartedPayment =>
  payment.redirectUrl && payment.method !== 'blik'
    ? { paymentId: payment.paymentId, redirectUrl: payment.redirectUrl }
    : { paymentId: payment.paymentId, state: payment.state };

/**
 * The course every payment start shares once its subject was found: the `Idempotency-Key` (the same
 * key and body answer the first payment, another body `idempotency_key_reused`); the subject's own
 * refusal (`admit`: cannot be paid, method not offered, too many attempts); a payment of the subject
 * still in flight (another tab, a double click, "pay now" after coming back) is answered again when it
 * is of the same method, or expired first when the buyer chose another, so one subject has one open
 * payment (what a provider still settles beyond what is owed is refunded: settle-payment.ts);
 * registered at the provider (`payment_redirection_failed` when it cannot), then stored with the key. BLIK is charged by its code
 * at once: a refused code declines the payment and answers its own code; an accepted one waits,
 * registered, for the notification.
 */
export const registerPayment = async (
  ports: PaymentPorts,
  subject: PaymentSubject,
  request: PaymentRequest,
  admit: (now: Date) => Promise<Failure | undefined>,
): Promise<Result<StartedPayment>> => {
  const now = ports.clock();
  const bodyHash = sha256(JSON.stringify(request.payment));
  const replay = async (): Promise<Result<StartedPayment>> => {
    const record = await ports.idempotencyRecord(subject.scope, request.idempotencyKey, now);
    if (!record || record.bodyHash !== bodyHash) return fail('idempotency_key_reused');
    const first = await ports.getPayment(record.resultId);
    return first ? ok(startedOf(first)) : fail('idempotency_key_reused');
  };
  if (await ports.idempotencyRecord(subject.scope, request.idempotencyKey, now)) return replay();
  const refusal = await admit(now);
  if (refusal) return refusal;

  const { method, blikCode, googlePayToken, rememberCard } = request.payment;
  const open = inFlight(subject.earlier, now);
  if (open?.method === method) return ok(startedOf(open));
  // Paid meanwhile, it settles as a surplus and is refunded; the new payment goes ahead either way.
  if (open)
    await ports.commit([
      { item: ports.paymentItems.move(open, 'expire', now), whenConditionFails: 'payment_not_open' as const },
    ]);
  const paymentId = ports.newPaymentId();
  let registered: { token: string; redirectUrl: string };
  try {
    registered = await ports.provider.register({
      sessionId: paymentId,
      amount: subject.record.amount,
      currency: subject.record.currency,
      description: subject.description,
      email: subject.email,
      language: subject.language,
      country: subject.country,
      urlReturn: request.urlReturn(paymentId),
      urlStatus: request.urlStatus,
      method,
      ...(googlePayToken === undefined ? {} : { methodRefId: googlePayToken }),
      ...(rememberCard === undefined ? {} : { rememberCard }),
      timeLimitMinutes: paymentTimeLimitMinutes,
      client: request.client,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ports.warn('payment registration failed', { orderId: subject.record.orderId, code: error.code });
    return fail('payment_redirection_failed');
  }
  const payment: Payment = {
    ...subject.record,
    paymentId,
    method,
    state: 'registered',
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + paymentTimeLimitMinutes * 60_000).toISOString(),
    redirectUrl: registered.redirectUrl,
  };
  const stored = await ports.commit([
    { item: ports.paymentItems.put(payment) },
    {
      item: ports.idempotencyItems.put(
        subject.scope,
        request.idempotencyKey,
        { bodyHash, resultId: paymentId },
        now,
      ),
      whenConditionFails: 'idempotency_key_reused' as const,
    },
  ]);
  if (!stored.ok) return replay();
  if (blikCode === undefined) return ok(startedOf(payment));

  const charged = await ports.provider.chargeBlikByCode({ token: registered.token, blikCode });
  if (charged.accepted) return ok(startedOf(payment));
  await ports.commit([
    {
      item: ports.paymentItems.move(payment, 'decline', now),
      whenConditionFails: 'payment_not_declinable' as const,
    },
  ]);
  return fail(blikRefusals[charged.reason]);
};
