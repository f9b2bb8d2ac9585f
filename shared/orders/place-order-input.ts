import * as z from 'zod/mini';
import { shippingMethods } from '../basket/shipping';
import type { ProductKind } from '../catalogue/product';
import { emailField } from '../contact-fields';
import type { FieldError } from '../errors';
import { companyInvoiceDataSchema } from '../identity/company';
import { fieldMessages } from '../validation';
import { deliveryAddressSchema } from './delivery-address';
import { orderConsentsSchema } from './order-consents';
import { type PaymentMethodId, paymentMethodIds } from './payment-methods';

// What the checkout sends to place an order (spec sections 3 and 5). Strict:
// prices, totals and VAT are never sent, the server computes them, so a client-sent one is an
// `unknown_field`. Rules that need the basket (the consents it needs, Open-licence data) are
// `missingConsentFields` (order-consents.ts) and `basketFieldErrors` below.

/** The checkout's first step: buy as a guest, or signed in as a private or a business account. */
export const checkoutAccountTypes = ['guest', 'private', 'business'] as const;
export type CheckoutAccountType = (typeof checkoutAccountTypes)[number];

/** Spec sections 5 and 9: an Open licence's authorization number is exactly 15 digits. */
export const authorizationNumberField = /* @__PURE__ */ z.lazy(() =>
  z
    .string(fieldMessages.required)
    .check(z.trim(), z.regex(/^\d{15}$/, fieldMessages.invalidAuthorizationNumber)),
);

/**
 * Open-licence data (spec section 3): the authorization number, and whether the licence is bought
 * for another entity; then that entity, the licence owner, is required (otherwise the owner is the
 * invoice's company).
 */
export const openLicenceDataSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({
      authorizationNumber: authorizationNumberField,
      forAnotherEntity: z.boolean(),
      licenceOwner: z.optional(companyInvoiceDataSchema),
    })
    .check(
      z.refine((data) => !data.forAnotherEntity || data.licenceOwner !== undefined, {
        message: fieldMessages.required,
        path: ['licenceOwner'],
      }),
    ),
);

/** The operator's locker name (`KRA01M`), as the parcel-locker search answers it. */
const parcelLockerIdField = () =>
  z.string(fieldMessages.required).check(z.regex(/^[A-Z0-9-]{3,32}$/, fieldMessages.invalidValue));

/** The basket answer's `version`: placement refuses with `order_stale` when the basket changed since. */
const basketVersionField = () =>
  z.string(fieldMessages.required).check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, fieldMessages.invalidValue));

const paymentMethodIdField = () =>
  z.literal(Object.values(paymentMethodIds) as PaymentMethodId[], fieldMessages.invalidValue);

export const placeOrderInputSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({
      basketVersion: basketVersionField(),
      accountType: z.enum(checkoutAccountTypes),
      contact: deliveryAddressSchema,
      shippingMethod: z.enum(shippingMethods),
      /** Required with the parcel-locker shipping method, refused with any other. */
      parcelLockerId: z.optional(parcelLockerIdField()),
      /** Where activation keys of electronic products go; the contact e-mail when absent. */
      activationEmail: z.optional(emailField),
      /** Company invoice data: required for a business account, optional for the others. */
      invoice: z.optional(companyInvoiceDataSchema),
      openLicence: z.optional(openLicenceDataSchema),
      paymentMethodId: paymentMethodIdField(),
      consents: orderConsentsSchema,
    })
    .check(
      z.refine((order) => order.accountType !== 'business' || order.invoice !== undefined, {
        message: fieldMessages.required,
        path: ['invoice'],
      }),
      z.refine((order) => order.shippingMethod !== 'parcel-locker' || order.parcelLockerId !== undefined, {
        message: fieldMessages.required,
        path: ['parcelLockerId'],
      }),
      z.refine((order) => order.shippingMethod === 'parcel-locker' || order.parcelLockerId === undefined, {
        message: fieldMessages.invalidValue,
        path: ['parcelLockerId'],
      }),
    ),
);
export type PlaceOrderInput = z.infer<typeof placeOrderInputSchema>;

/** Field errors of a parsed placement against its basket's product kinds: Open-licence data for Open licences. */
export const basketFieldErrors = (order: PlaceOrderInput, kinds: readonly ProductKind[]): FieldError[] =>
  kinds.includes('open-licence') && order.openLicence === undefined
    ? [{ path: 'openLicence', message: fieldMessages.required }]
    : [];
