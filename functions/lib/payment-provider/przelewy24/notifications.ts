import { timingSafeEqual } from 'node:crypto';
import type * as z from 'zod/mini';
import { paymentNotificationSchema, refundNotificationSchema } from '#shared/payments/przelewy24';
import type { Parsed, PaymentNotice, RefundNotice } from '../port';
import { p24Sign, type SignedValues, type SignKind } from './sign';

// The two notifications Przelewy24 POSTs to a `urlStatus`: a payment's (sent only for a successful
// payment, until it is verified) and a refund's. Each is believed only when its shape is the
// documented one, it names our merchant (and POS), and its sign, computed with our CRC key over the
// documented fields, matches; a notification is no proof of the amount we registered, which the
// caller checks against its own record.

export interface NotificationAccount {
  merchantId: number;
  posId: number;
  crc: string;
}

const sameSign = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** Reads `body` by `schema`, checks the sender and the sign of `kind`, and maps it to the port's shape. */
const parseSigned =
  <S extends z.ZodMiniType<SignedValues<K> & { sign: string; merchantId: number }>, K extends SignKind, T>(
    schema: S,
    kind: K,
    toNotice: (body: z.infer<S>) => T,
    ours: (body: z.infer<S>, account: NotificationAccount) => boolean,
  ) =>
  (account: NotificationAccount, body: unknown): Parsed<T> => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) return { ok: false, reason: 'malformed' };
    const notification = parsed.data;
    if (
      !ours(notification, account) ||
      !sameSign(notification.sign, p24Sign(kind, notification, account.crc))
    )
      return { ok: false, reason: 'bad_signature' };
    return { ok: true, notification: toNotice(notification) };
  };

export const parsePaymentNotification = parseSigned(
  paymentNotificationSchema,
  'notification',
  ({ sessionId, orderId, amount, originAmount, currency, methodId, statement }): PaymentNotice => ({
    sessionId,
    providerOrderId: orderId,
    amount,
    originAmount,
    currency,
    methodId,
    statement,
  }),
  (body, account) => body.merchantId === account.merchantId && body.posId === account.posId,
);

export const parseRefundNotification = parseSigned(
  refundNotificationSchema,
  'refundNotification',
  ({ requestId, refundsUuid, sessionId, orderId, amount, currency, status }): RefundNotice => ({
    requestId,
    refundsUuid,
    sessionId,
    providerOrderId: orderId,
    amount,
    currency,
    status,
  }),
  (body, account) => body.merchantId === account.merchantId,
);
