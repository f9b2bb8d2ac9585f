import type { ErrorCode } from '#shared/errors';
import type { Language } from '#shared/locale';
import { paymentMethodOfId } from '#shared/orders/payment-methods';
import { isOnlineMethod, onlineMethods } from '#shared/payments/online-methods';
import type { StartPaymentInput } from '#shared/payments/payment-input';
import type { ProviderPaymentState } from '#shared/payments/payment-states';
import type { BlikRefusal } from '../../lib/payment-provider/port';
import { ProviderError } from '../../lib/payment-provider/provider-error';
import { sha256 } from '../../lib/table/idempotency-keys';
import type { Order } from '../../lib/table/orders';
import type { Payment } from '../../lib/table/payments';
import { callersOrder, type OrderCaller } from '../orders/read-order';
import { fail, ok, type Result } from '../result';
import type { PaymentPorts } from './deps';

/** What starting a payment answers: the provider's page to go to, or for BLIK the state to poll. */
export type StartedPayment =
  | { paymentId: string; redirectUrl: string }
  | { paymentId: string; state: ProviderPaymentState };

/** The provider's time limit of a payment; past it, reconciliation asks the provider. */
export const paymentTimeLimitMinutes = 15;
/** At most this many payments of one order within `attemptWindowMs` (card testing, BLIK guessing). */
export const maxAttemptsPerOrder = 5;
export const attemptWindowMs = 15 * 60 * 1000;

const blikRefusals: Record<BlikRefusal, ErrorCode> = {
  wrong_code: 'blik_code_invalid',
  expired: 'blik_code_expired',
  used: 'blik_code_used',
  declined: 'payment_declined',
};

/** What the return page's address is made of. */
export interface PaymentPage {
  orderId: string;
  language: Language;
  paymentId: string;
}

export interface StartOrderPaymentInput {
  caller: OrderCaller;
  orderId: string;
  idempotencyKey: string;
  payment: StartPaymentInput;
  /** The return page of a payment (it only reads the status) and the notification route. */
  urls: { urlReturn: (payment: PaymentPage) => string; urlStatus: string };
  client: { ip: string; userAgent: string };
}

const startedOf = (payment: Payment): StartedPayment =>
  payment.redirectUrl && payment.method !== 'blik'
    ? { paymentId: payment.paymentId, redirectUrl: payment.redirectUrl }
    : { paymentId: payment.paymentId, state: payment.state };

/** Seconds until the order may be paid again, when its recent attempts reached the limit. */
const throttledFor = async (ports: PaymentPorts, order: Order, now: Date): Promise<number | undefined> => {
  const since = now.getTime() - attemptWindowMs;
  const recent = (await ports.listOrderPayments(order.id))
    .map((payment) => Date.parse(payment.createdAt))
    .filter((at) => at > since);
  if (recent.length < maxAttemptsPerOrder) return undefined;
  return Math.max(1, Math.ceil((Math.min(...recent) - since) / 1000));
};

/** Why the order cannot be paid by `method` now, if it cannot. */
const refusalOf = (order: Order, method: StartPaymentInput['method']): ErrorCode | undefined => {
  const placedWith = paymentMethodOfId(order.paymentMethod);
  if (order.status !== 'unpaid' || order.payment !== 'waiting' || !placedWith || !isOnlineMethod(placedWith))
    return 'order_cannot_be_paid';
  if (!onlineMethods[method].currencies.includes(order.currency)) return 'payment_method_not_available';
  return undefined;
};

/**
 * The owner (a customer, or a guest with the order link's token) pays an unpaid order placed with an
 * online method. Course: the caller's order (`order_not_found`); the `Idempotency-Key` (the same key
 * and body answer the first payment, another body `idempotency_key_reused`); the order must still be
 * unpaid (`order_cannot_be_paid`) and the method offered in its currency; at most five attempts per
 * order in 15 minutes (`too_many_attempts`); registered at the provider (`payment_redirection_failed`
 * when it cannot), then stored with the key. BLIK is charged by its code at once: a refused code
 * declines the payment and answers its own code; an accepted one waits, registered, for the notice.
 */
export const startOrderPayment = async (
  ports: PaymentPorts,
  input: StartOrderPaymentInput,
): Promise<Result<StartedPayment>> => {
  const found = await callersOrder(ports, input.caller, input.orderId);
  if (!found.ok) return found;
  const order = found.value;
  const now = ports.clock();
  const scope = `payments#${order.id}`;
  const bodyHash = sha256(JSON.stringify(input.payment));
  const replay = async (): Promise<Result<StartedPayment>> => {
    const record = await ports.idempotencyRecord(scope, input.idempotencyKey, now);
    if (!record || record.bodyHash !== bodyHash) return fail('idempotency_key_reused');
    const first = await ports.getPayment(record.resultId);
    return first ? ok(startedOf(first)) : fail('idempotency_key_reused');
  };
  if (await ports.idempotencyRecord(scope, input.idempotencyKey, now)) return replay();
  const refusal = refusalOf(order, input.payment.method);
  if (refusal) return fail(refusal);
  const retryAfter = await throttledFor(ports, order, now);
  if (retryAfter !== undefined) return fail('too_many_attempts', retryAfter);

  const { method, blikCode, googlePayToken, rememberCard } = input.payment;
  const paymentId = ports.newPaymentId();
  const amount = order.totals.total.gross;
  let registered: { token: string; redirectUrl: string };
  try {
    registered = await ports.provider.register({
      sessionId: paymentId,
      amount,
      currency: order.currency,
      description: `Order ${order.id}`,
      email: order.email,
      language: order.language,
      urlReturn: input.urls.urlReturn({ orderId: order.id, language: order.language, paymentId }),
      urlStatus: input.urls.urlStatus,
      method,
      ...(googlePayToken === undefined ? {} : { methodRefId: googlePayToken }),
      ...(rememberCard === undefined ? {} : { rememberCard }),
      timeLimitMinutes: paymentTimeLimitMinutes,
      client: input.client,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ports.warn('payment registration failed', { orderId: order.id, code: error.code });
    return fail('payment_redirection_failed');
  }
  const payment: Payment = {
    paymentId,
    orderId: order.id,
    owner: order.owner,
    method,
    amount,
    currency: order.currency,
    state: 'registered',
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + paymentTimeLimitMinutes * 60_000).toISOString(),
    redirectUrl: registered.redirectUrl,
  };
  const stored = await ports.commit([
    { item: ports.paymentItems.put(payment) },
    {
      item: ports.idempotencyItems.put(scope, input.idempotencyKey, { bodyHash, resultId: paymentId }, now),
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
