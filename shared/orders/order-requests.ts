import * as z from 'zod/mini';
import { shippingMethods } from '../basket/shipping';
import { catalogueIdSchema } from '../catalogue/category';
import { fieldMessages } from '../validation';
import { paymentStates } from './order-payment-states';
import { type OrderStatusAction, orderStatuses } from './order-states';
import { type PaymentMethodId, paymentMethodIds } from './payment-methods';
import { carriers, trackingNumberPattern } from './shipment';

// The order routes' inputs besides the placement body (place-order-input.ts): the Idempotency-Key
// header, order ids, the history's and the staff list's queries, the guest's link token and the
// staff's action. Strict: an unknown parameter or field is refused.

/** `Idempotency-Key`: 8–128 letters, digits, `_` or `-` (a missing or other one: `idempotency_key_required`). */
export const idempotencyKeySchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/)),
);

/** An order id: a ULID. */
export const orderIdSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, fieldMessages.invalidValue)),
);

/** The order link's token as it travels (128 bits base64url); a wrong one finds no order. */
const linkTokenField = () => z.string().check(z.maxLength(64, fieldMessages.tooLong));

/** `GET /api/orders/orders/{id}?token=`: without the token the order is not found. */
export const guestOrderQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ token: z.optional(linkTokenField()) }),
);

/** `POST /api/orders/orders/{id}/cancellation` `{ token }`. */
export const guestCancellationSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ token: linkTokenField() }),
);

const cursorField = () => z.string().check(z.maxLength(1024, fieldMessages.tooLong));
const moment = /* @__PURE__ */ z.lazy(() => z.union([z.iso.datetime(), z.iso.date()]));

/** `GET /api/orders/me/orders?status=&from=&to=&cursor=` (spec section 2, order history). */
export const orderHistoryQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    status: z.optional(z.enum(orderStatuses)),
    /** Created from this day (or moment) on; a day counts from its start in shop time (Warsaw's). */
    from: z.optional(moment),
    /** Created up to this day (or moment); a day counts to its end in shop time. */
    to: z.optional(moment),
    cursor: z.optional(cursorField()),
  }),
);
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuerySchema>;

/** A payment method's id in a query (`2`): one of shared/orders/payment-methods.ts. */
const paymentMethodParam = () =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,2}$/, fieldMessages.invalidValue)),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.literal(Object.values(paymentMethodIds) as PaymentMethodId[], fieldMessages.invalidValue),
    ),
  );

/**
 * `GET /api/orders/staff/orders?status=&payment=&method=&shipping=&from=&to=&q=&cursor=`: the operations
 * queue. Every filter optional; `q` looks an order up by its number, e-mail, a name or a tax number
 * (order-search.ts), the other filters then narrowing what it finds.
 */
export const staffOrdersQuery = () =>
  z.strictObject({
    status: z.optional(z.enum(orderStatuses)),
    payment: z.optional(z.enum(paymentStates)),
    method: z.optional(paymentMethodParam()),
    shipping: z.optional(z.enum(shippingMethods)),
    from: z.optional(moment),
    to: z.optional(moment),
    q: z.optional(
      z
        .string()
        .check(z.trim(), z.minLength(1, fieldMessages.required), z.maxLength(254, fieldMessages.tooLong)),
    ),
    cursor: z.optional(cursorField()),
  });
export const staffOrdersQuerySchema = /* @__PURE__ */ z.lazy(staffOrdersQuery);
export type StaffOrdersQuery = z.infer<typeof staffOrdersQuerySchema>;

/** The staff's moves that carry nothing more than their name. */
const plainActions = [
  'confirmAvailability',
  'finish',
  'cancel',
  'return',
] as const satisfies readonly OrderStatusAction[];

/**
 * `POST /api/orders/staff/orders/{id}/transitions`: `{ action }`; `send` names the carrier and the
 * parcel's tracking number; `bookPayment` may say what arrived (minor units of the order's currency)
 * and the day it did (`yyyy-mm-dd`, today when left out).
 */
export const orderTransitionSchema = /* @__PURE__ */ z.lazy(() =>
  z.discriminatedUnion('action', [
    z.strictObject({ action: z.enum(plainActions) }),
    z.strictObject({
      action: z.literal('send'),
      carrier: z.enum(carriers, fieldMessages.invalidValue),
      trackingNumber: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, fieldMessages.required),
          z.regex(trackingNumberPattern, fieldMessages.invalidValue),
        ),
    }),
    z.strictObject({
      action: z.literal('bookPayment'),
      amount: z.optional(
        z
          .int()
          .check(z.gte(1, fieldMessages.invalidValue), z.lte(10_000_000_000, fieldMessages.invalidValue)),
      ),
      receivedOn: z.optional(z.iso.date(fieldMessages.invalidValue)),
    }),
  ]),
);
export type OrderTransition = z.infer<typeof orderTransitionSchema>;

/**
 * `POST /api/orders/staff/orders/{id}/returns` `{ lines: [{ productId, quantity }] }`: units of some of
 * a delivered order's lines taken back, each product once.
 */
export const partReturnSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    lines: z
      .array(
        z.strictObject({
          productId: catalogueIdSchema,
          quantity: z
            .int()
            .check(z.gte(1, fieldMessages.invalidValue), z.lte(10_000, fieldMessages.invalidValue)),
        }),
      )
      .check(
        z.minLength(1, fieldMessages.required),
        z.maxLength(100, fieldMessages.tooLong),
        z.refine(
          (lines) => new Set(lines.map(({ productId }) => productId)).size === lines.length,
          fieldMessages.duplicateValue,
        ),
      ),
  }),
);
