import * as z from 'zod/mini';
import { providerCurrencies } from './online-methods';

// What Przelewy24's REST API v1 answers and sends (its OpenAPI, guide/payments.md 2.1), checked by
// the shop's adapter (functions/lib/payment-provider/przelewy24/) before it believes any of it: the
// answers `{ data, responseCode }`, the errors `{ error, code }`, the payment and refund notifications
// POSTed to `urlStatus`, and the credentials secret kept in AWS Secrets Manager.

/**
 * The fields each `sign` covers, in the order the documentation gives them; the CRC key follows.
 * The adapter signs and checks with them, the local sandbox too, so both read one list.
 */
export const przelewy24SignedFields = {
  register: ['sessionId', 'merchantId', 'amount', 'currency'],
  verify: ['sessionId', 'orderId', 'amount', 'currency'],
  notification: [
    'merchantId',
    'posId',
    'sessionId',
    'amount',
    'originAmount',
    'currency',
    'orderId',
    'methodId',
    'statement',
  ],
  refundNotification: ['orderId', 'sessionId', 'refundsUuid', 'merchantId', 'amount', 'currency', 'status'],
} as const;

const id = () => z.int().check(z.positive());
const amount = () => z.int().check(z.nonnegative());
const currency = () => z.enum(providerCurrencies);

const answer = <T extends z.ZodMiniType>(data: T) => z.object({ data, responseCode: z.number() });

/** An error: a text (or, for a refund, the refused items) and the provider's error code. */
export const przelewy24ErrorSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    error: z.union([z.string(), z.array(z.object({ message: z.optional(z.string()) }))]),
    code: z.optional(z.number()),
  }),
);

export const registerAnswerSchema = /* @__PURE__ */ z.lazy(() =>
  answer(z.object({ token: z.string().check(z.minLength(1)) })),
);
export const verifyAnswerSchema = /* @__PURE__ */ z.lazy(() =>
  answer(z.object({ status: z.literal('success') })),
);
export const chargeAnswerSchema = /* @__PURE__ */ z.lazy(() =>
  answer(z.object({ orderId: z.optional(id()) })),
);
export const refundAnswerSchema = /* @__PURE__ */ z.lazy(() =>
  answer(z.array(z.object({ orderId: id(), sessionId: z.string(), amount: amount(), status: z.boolean() }))),
);

/** `GET transaction/by/sessionId`: status 0 no payment, 1 advance payment, 2 payment made, 3 returned. */
export const transactionAnswerSchema = /* @__PURE__ */ z.lazy(() =>
  answer(
    z.object({
      orderId: z.int(),
      sessionId: z.string(),
      status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
      amount: amount(),
      currency: currency(),
      paymentMethod: z.optional(z.int()),
    }),
  ),
);

/** `GET card/info/{orderId}`: the reference to charge the card again, its mask, type and expiry (MMYYYY). */
export const cardInfoAnswerSchema = /* @__PURE__ */ z.lazy(() =>
  answer(
    z.object({
      refId: z.string().check(z.minLength(1)),
      mask: z.string().check(z.regex(/\d{4}$/)),
      cardType: z.string(),
      cardDate: z.string().check(z.regex(/^(0[1-9]|1[0-2])\d{4}$/)),
    }),
  ),
);

/** The payment notification, sent only for a successful payment. */
export const paymentNotificationSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    merchantId: id(),
    posId: id(),
    sessionId: z.string().check(z.minLength(1), z.maxLength(100)),
    amount: amount(),
    originAmount: amount(),
    currency: currency(),
    orderId: id(),
    methodId: z.int(),
    statement: z.string(),
    sign: z.string().check(z.regex(/^[0-9a-f]{96}$/)),
  }),
);
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

/** The refund notification (`TransactionRefundResult`): status 0 completed, 1 rejected. */
export const refundNotificationSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    orderId: id(),
    sessionId: z.string().check(z.minLength(1), z.maxLength(100)),
    merchantId: id(),
    requestId: z.string().check(z.minLength(1)),
    refundsUuid: z.string().check(z.minLength(1)),
    amount: amount(),
    currency: currency(),
    timestamp: z.optional(z.int()),
    status: z.union([z.literal(0), z.literal(1)]),
    sign: z.string().check(z.regex(/^[0-9a-f]{96}$/)),
  }),
);
export type RefundNotification = z.infer<typeof refundNotificationSchema>;

/** The Secrets Manager secret (PRZELEWY24_SECRET_ARN): the CRC key (signs) and the API key (Basic auth). */
export const przelewy24SecretSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    crc: z.string().check(z.minLength(1)),
    apiKey: z.string().check(z.minLength(1)),
  }),
);
