import * as z from 'zod/mini';
import { fieldMessages } from '../validation';
import { type OnlineMethod, onlineMethodNames } from './online-methods';

// The payments API's input to start paying an order or an invoice. Strict:
// an unknown field is `unknown_field`, so card data can never ride along under another name (the
// HTTP handler refuses a body with card data before any schema, shared/payments/card-data.ts).

/** Spec section 5: a BLIK code is required for BLIK and is 6 digits. */
const blikCodeField = () =>
  z.string(fieldMessages.blikCodeInvalid).check(z.regex(/^\d{6}$/, fieldMessages.blikCodeInvalid));

/**
 * The token Google Pay hands a page (base64), passed to the provider as `methodRefId`. Our own pages
 * load no Google script (the CSP allows only ours: web/README.md's script inventory), so they send
 * none and the buyer picks Google Pay on the provider's page; the field is for a client that has one.
 */
const googlePayTokenField = () =>
  z
    .string(fieldMessages.invalidValue)
    .check(
      z.maxLength(16_384, fieldMessages.tooLong),
      z.regex(/^[A-Za-z0-9+/=_-]+$/, fieldMessages.invalidValue),
    );

const startPaymentFields = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    method: z.enum(onlineMethodNames, fieldMessages.invalidValue),
    blikCode: z.optional(blikCodeField()),
    googlePayToken: z.optional(googlePayTokenField()),
    rememberCard: z.optional(z.boolean(fieldMessages.invalidValue)),
  }),
);
type StartPaymentFields = z.infer<typeof startPaymentFields>;
type MethodField = Exclude<keyof StartPaymentFields, 'method'>;

/** The field must come with the method (else `required`). */
const requiredWith = (method: OnlineMethod, field: MethodField) =>
  z.refine<StartPaymentFields>((input) => input.method !== method || input[field] !== undefined, {
    message: fieldMessages.required,
    path: [field],
  });

/** The field may come with the method only (else `invalid_value`). */
const onlyWith = (method: OnlineMethod, field: MethodField) =>
  z.refine<StartPaymentFields>((input) => input.method === method || input[field] === undefined, {
    message: fieldMessages.invalidValue,
    path: [field],
  });

/**
 * `{ method, blikCode?, googlePayToken?, rememberCard? }`: the BLIK code comes with BLIK (level 0,
 * charged by code) and only with it, the Google Pay token with Google Pay and only with it, and
 * remembering the card only with a card payment; Google Pay without a token goes to the provider's page.
 */
export const startPaymentInput = /* @__PURE__ */ z.lazy(() =>
  startPaymentFields.check(
    requiredWith('blik', 'blikCode'),
    onlyWith('blik', 'blikCode'),
    onlyWith('googlePay', 'googlePayToken'),
    onlyWith('card', 'rememberCard'),
  ),
);
export type StartPaymentInput = z.infer<typeof startPaymentInput>;
