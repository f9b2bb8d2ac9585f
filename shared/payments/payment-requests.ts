import * as z from 'zod/mini';
import { fieldMessages } from '../validation';

// The payments API's path and query inputs beside the start body (payment-input.ts): a payment id,
// the guest's order link token, and the history's cursor.

/** A payment id, our provider session id: 128 random bits, base64url (22 characters). */
export const paymentIdSchema = /* @__PURE__ */ z.lazy(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/)));

/** `?token=` of a guest's payment routes: the order link's token; without it the order is not found. */
export const guestPaymentQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    token: z.optional(z.string().check(z.maxLength(64, fieldMessages.tooLong))),
  }),
);

/** `GET /api/payments/me/history?cursor=`. */
export const paymentHistoryQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    cursor: z.optional(z.string().check(z.maxLength(1024, fieldMessages.tooLong))),
  }),
);
