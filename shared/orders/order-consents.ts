import * as z from 'zod/mini';
import type { ProductKind } from '../catalogue/product';
import { consentField } from '../contact-fields';
import type { FieldError } from '../errors';
import { fieldMessages } from '../validation';
import type { PaymentMethod } from './payment-methods';

// The consents of the checkout's summary (spec sections 3 and 5): terms and privacy always; the others
// when the basket and the payment method need them. Message keys: `order.consent.<consent>`.

export const orderConsents = [
  'terms',
  'privacy',
  'recurringPayment',
  'deviceAsAService',
  'microsoftCustomerAgreement',
  'serviceAgreement',
] as const;
export type OrderConsent = (typeof orderConsents)[number];

/** What the buyer ticked: terms and privacy must be `true`; the others are checked against the basket. */
export const orderConsentsSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    terms: consentField,
    privacy: consentField,
    recurringPayment: z._default(z.boolean(), false),
    deviceAsAService: z._default(z.boolean(), false),
    microsoftCustomerAgreement: z._default(z.boolean(), false),
    serviceAgreement: z._default(z.boolean(), false),
  }),
);
export type OrderConsents = z.infer<typeof orderConsentsSchema>;

/** Kinds billed again after the order: a subscription each period, a device as a service each month. */
const billedAgain: readonly ProductKind[] = ['m365-subscription', 'device-as-a-service'];

const needs: Record<OrderConsent, (kinds: readonly ProductKind[], method: PaymentMethod) => boolean> = {
  terms: () => true,
  privacy: () => true,
  /** Spec section 5: a card charged again without the buyer (after a free trial too) needs their explicit agreement. */
  recurringPayment: (kinds, method) =>
    (method === 'card' || method === 'freeTrial') && kinds.some((kind) => billedAgain.includes(kind)),
  deviceAsAService: (kinds) => kinds.includes('device-as-a-service'),
  /** Microsoft's customer agreement binds every buyer of a Microsoft 365 subscription. */
  microsoftCustomerAgreement: (kinds) => kinds.includes('m365-subscription'),
  serviceAgreement: (kinds) => kinds.includes('it-service'),
};

/** The consents an order of these product kinds paid with this method needs, in summary order. */
export const requiredConsents = (kinds: readonly ProductKind[], method: PaymentMethod): OrderConsent[] =>
  orderConsents.filter((consent) => needs[consent](kinds, method));

/** A field error `consents.<consent>` for each needed consent not given (answered as `consent_required`). */
export const missingConsentFields = (
  given: OrderConsents,
  kinds: readonly ProductKind[],
  method: PaymentMethod,
): FieldError[] =>
  requiredConsents(kinds, method)
    .filter((consent) => !given[consent])
    .map((consent) => ({ path: `consents.${consent}`, message: fieldMessages.consentRequired }));
