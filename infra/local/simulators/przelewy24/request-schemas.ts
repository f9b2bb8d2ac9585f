import * as z from 'zod/mini';
import { acceptedCurrencies, registerLanguages } from './test-data';

// The request bodies the sandbox accepts, with the limits of Przelewy24's REST API v1 documentation
// (TransactionRequestBody1, TransactionVerificationBody, TransactionRefundJsonRequestBody,
// RecurringParams, CardChargeRequestBody), and the bodies of its own control API.

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const id = z.int().check(z.positive());
const amount = z.int().check(z.positive());
const currency = z.enum(acceptedCurrencies);

export const registerRequest = z.object({
  merchantId: id,
  posId: id,
  sessionId: text(100),
  amount,
  currency,
  description: text(1024),
  email: z.email().check(z.maxLength(50)),
  client: z.optional(z.string().check(z.maxLength(40))),
  // Required by the published TransactionRequestBody, so a request without them is refused here too.
  country: z.string().check(z.length(2)),
  language: z.enum(registerLanguages),
  method: z.optional(id),
  urlReturn: z.url().check(z.maxLength(250)),
  urlStatus: z.optional(z.url().check(z.maxLength(250))),
  timeLimit: z._default(z.int().check(z.gte(0), z.lte(99)), 0),
  channel: z.optional(id),
  waitForResult: z.optional(z.boolean()),
  regulationAccept: z.optional(z.boolean()),
  transferLabel: z.optional(z.string().check(z.maxLength(20))),
  methodRefId: z.optional(text(250)),
  additional: z.optional(
    z.object({
      PSU: z.optional(z.object({ IP: z.string(), userAgent: z.string().check(z.maxLength(255)) })),
    }),
  ),
  sign: text(100),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const verifyRequest = z.object({
  merchantId: id,
  posId: id,
  sessionId: text(100),
  amount,
  currency,
  orderId: id,
  sign: text(100),
});

export const refundRequest = z.object({
  requestId: text(45),
  refundsUuid: text(35),
  urlStatus: z.optional(z.url()),
  refunds: z
    .array(
      z.object({
        orderId: id,
        sessionId: text(100),
        amount,
        description: z.optional(z.string().check(z.maxLength(35))),
      }),
    )
    .check(z.minLength(1)),
});

export const blikChargeByCodeRequest = z.object({
  token: text(100),
  blikCode: z.string().check(z.regex(/^\d{6}$/)),
});

export const cardChargeRequest = z.object({ token: text(100) });

/** A card as the hosted page's form or `POST /_sandbox/pay/{token}` gives it. */
export const cardInput = z.object({
  number: z.string().check(z.regex(/^[\d ]{12,23}$/)),
  expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/)),
  cvc: z.string().check(z.regex(/^\d{3}$/)),
  remember: z.optional(z.boolean()),
});
export type CardInput = z.infer<typeof cardInput>;

/** `POST /_sandbox/pay/{token}`: completes a payment without the browser. */
export const sandboxPayRequest = z.discriminatedUnion('method', [
  z.object({ method: z.literal('transfer'), bankId: z.optional(id) }),
  z.object({ method: z.literal('blik'), blikCode: z.string().check(z.regex(/^\d{6}$/)) }),
  z.object({ method: z.literal('card'), card: cardInput }),
  z.object({ method: z.literal('googlePay') }),
  z.object({ method: z.literal('payPal') }),
]);
export type SandboxPayRequest = z.infer<typeof sandboxPayRequest>;

/** A switch is on (true), off (false) or on for that share of the notifications (0…1). */
const share = z.union([z.boolean(), z.number().check(z.gte(0), z.lte(1))]);

/** `POST /_sandbox/switches`: what happens to the notifications sent from now on. */
export const switchesRequest = z.object({
  duplicate: z.optional(share),
  delayMs: z.optional(z.int().check(z.gte(0), z.lte(60_000))),
  reorder: z.optional(share),
  drop: z.optional(share),
});
export type Switches = Required<z.infer<typeof switchesRequest>>;
