import * as z from 'zod/mini';
import { catalogItemIdSchema } from '#shared/microsoft/catalog-item';
import { billingCycles, termDurations } from '#shared/microsoft/nce-terms';

// The part of Partner Center's REST API (v1, new commerce) the shop calls, as Microsoft documents it
// (../shared/guide/microsoft.md 3.1-3.9): read by the adapter (partner-center-rest.ts) and answered by
// the local simulator (infra/local/simulators/partner-center/), so both speak one shape. JSON member
// names are Partner Center's (camelCase on the wire); fields the shop never reads are left out.

const instant = () => z.string().check(z.minLength(10));

/** Partner Center's collection resource: the items and their count. */
const collectionOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ totalCount: z.number(), items: z.array(item) });

export const addressSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    firstName: z.string().check(z.minLength(1), z.maxLength(100)),
    lastName: z.string().check(z.minLength(1), z.maxLength(100)),
    addressLine1: z.string().check(z.minLength(1), z.maxLength(256)),
    city: z.string().check(z.minLength(1), z.maxLength(100)),
    postalCode: z.string().check(z.minLength(1), z.maxLength(20)),
    /** ISO 3166-1 alpha-2. */
    country: z.string().check(z.regex(/^[A-Z]{2}$/)),
    state: z.optional(z.string()),
    phoneNumber: z.optional(z.string()),
  }),
);

/** `POST /v1/customers`: the tenant `<domain>` with its company and billing profile (3.1). */
export const newCustomerSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    companyProfile: z.object({
      domain: z.string().check(z.minLength(1)),
      organizationRegistrationNumber: z.optional(z.string()),
    }),
    billingProfile: z.object({
      culture: z.string(),
      email: z.email(),
      language: z.string(),
      companyName: z.string().check(z.minLength(2), z.maxLength(255)),
      defaultAddress: addressSchema,
    }),
  }),
);
export type NewCustomer = z.infer<typeof newCustomerSchema>;

export const customerSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.string(),
    companyProfile: z.object({ tenantId: z.string(), domain: z.string(), companyName: z.string() }),
    /** `reseller` once the customer accepted our relationship (a tenant created by us has it at once). */
    relationshipToPartner: z.enum(['none', 'reseller']),
    /** Only in the answer of the create call: the tenant's first Global Administrator, shown once. */
    userCredentials: z.optional(z.object({ userName: z.string(), password: z.string() })),
  }),
);
export type Customer = z.infer<typeof customerSchema>;

export const customerListSchema = /* @__PURE__ */ z.lazy(() => collectionOf(customerSchema));

/** `GET /v1/customers/relationshiprequests`: the link a customer's admin opens to accept us (3.3). */
export const relationshipRequestSchema = /* @__PURE__ */ z.lazy(() => z.object({ url: z.url() }));

export const agreementMetadataSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    templateId: z.string(),
    agreementType: z.literal('MicrosoftCustomerAgreement'),
    agreementLink: z.url(),
    versionRank: z.number(),
  }),
);
export const agreementMetadataListSchema = /* @__PURE__ */ z.lazy(() =>
  collectionOf(agreementMetadataSchema),
);

/** `POST /v1/customers/{id}/agreements`: the customer's acceptance of the MCA (3.2). */
export const agreementSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    primaryContact: z.object({
      firstName: z.string().check(z.minLength(1)),
      lastName: z.string().check(z.minLength(1)),
      email: z.email(),
      phoneNumber: z.optional(z.string()),
    }),
    dateAgreed: instant(),
    templateId: z.string(),
    type: z.literal('MicrosoftCustomerAgreement'),
    agreementLink: z.optional(z.string()),
  }),
);
export type Agreement = z.infer<typeof agreementSchema>;
export const agreementListSchema = /* @__PURE__ */ z.lazy(() => collectionOf(agreementSchema));

const termDuration = () => z.enum(termDurations);
const billingCycle = () => z.enum(billingCycles);

export const cartLineSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.number(),
    catalogItemId: catalogItemIdSchema,
    quantity: z.number().check(z.int(), z.gte(1), z.lte(300)),
    billingCycle: billingCycle(),
    termDuration: termDuration(),
  }),
);
/** `POST /v1/customers/{id}/carts` (3.4). */
export const newCartSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    lineItems: z.array(cartLineSchema).check(z.minLength(1), z.maxLength(50)),
    partnerOnRecordAttestationAccepted: z.optional(z.boolean()),
  }),
);
export const cartSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.string(),
    creationTimestamp: instant(),
    expirationTimestamp: instant(),
    lineItems: z.array(cartLineSchema),
  }),
);
export type Cart = z.infer<typeof cartSchema>;

export const orderSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.string(),
    referenceCustomerId: z.string(),
    creationDate: instant(),
    /** `pending` while any line provisions; `completed` once all did. */
    status: z.enum(['pending', 'completed']),
    lineItems: z.array(
      z.object({
        lineItemNumber: z.number(),
        offerId: catalogItemIdSchema,
        subscriptionId: z.string(),
        quantity: z.number(),
        termDuration: termDuration(),
        billingCycle: billingCycle(),
      }),
    ),
  }),
);
export type PartnerOrder = z.infer<typeof orderSchema>;
/** `POST …/carts/{id}/checkout`: idempotent per cart, a repeat answers the first result (3.4). */
export const checkoutSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({ orders: z.array(orderSchema), orderErrors: z.array(z.unknown()) }),
);

export const subscriptionStatuses = ['pending', 'active', 'suspended', 'deleted', 'expired'] as const;

/** Partner Center's subscription (3.5), with the windows that drive the shop's buttons. */
export const subscriptionSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.string(),
    offerId: catalogItemIdSchema,
    offerName: z.string(),
    friendlyName: z.string(),
    orderId: z.string(),
    quantity: z.number(),
    unitType: z.literal('Licenses'),
    status: z.enum(subscriptionStatuses),
    creationDate: instant(),
    effectiveStartDate: instant(),
    commitmentEndDate: instant(),
    autoRenewEnabled: z.boolean(),
    billingCycle: billingCycle(),
    termDuration: termDuration(),
    /** Null once it may no longer be cancelled. */
    cancellationAllowedUntilDate: z.nullable(instant()),
    /** Seats that may still be given back, each batch until its own time. */
    refundableQuantity: z.object({
      totalQuantity: z.number(),
      details: z.array(z.object({ quantity: z.number(), allowedUntilDateTime: instant() })),
    }),
    /** Changes that take effect at the renewal (3.9); an immediate change clears them. */
    scheduledNextTermInstructions: z.optional(
      z.nullable(
        z.object({ quantity: z.number(), termDuration: termDuration(), billingCycle: billingCycle() }),
      ),
    ),
  }),
);
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = /* @__PURE__ */ z.lazy(() => collectionOf(subscriptionSchema));

/** `PATCH …/subscriptions/{id}`: the resource with what changes (3.7-3.9). */
export const subscriptionPatchSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    quantity: z.optional(z.number().check(z.int(), z.gte(1), z.lte(300))),
    autoRenewEnabled: z.optional(z.boolean()),
    /** `deleted` cancels it. */
    status: z.optional(z.enum(['active', 'deleted'])),
    scheduledNextTermInstructions: z.optional(
      z.nullable(
        z.object({
          quantity: z.number().check(z.int(), z.gte(1), z.lte(300)),
          termDuration: termDuration(),
          billingCycle: billingCycle(),
        }),
      ),
    ),
  }),
);
export type SubscriptionPatch = z.infer<typeof subscriptionPatchSchema>;

/** Partner Center's error body; `code` is its numeric error code, `errorName` where it has one. */
export const partnerCenterErrorSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    code: z.number(),
    description: z.string(),
    errorName: z.optional(z.string()),
  }),
);
export type PartnerCenterErrorBody = z.infer<typeof partnerCenterErrorSchema>;

/**
 * The error names the adapter tells apart, with the code the simulator answers for each. Microsoft
 * publishes no complete list; these follow the failures microsoft.md names (3.1, 3.4, 3.7).
 */
export const partnerCenterErrors = {
  DomainTaken: 600005,
  InvalidAddress: 600023,
  CustomerNotFound: 600008,
  RelationshipMissing: 800001,
  CartExpired: 800025,
  AgreementMissing: 800036,
  ChangeWindowClosed: 800073,
  InvalidRequest: 400,
  SubscriptionNotFound: 800002,
  SubscriptionInactive: 800076,
} as const;
export type PartnerCenterErrorName = keyof typeof partnerCenterErrors;

/** The token endpoint's answer (OAuth 2.0, App+User through a refresh token). */
export const tokenAnswerSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    access_token: z.string(),
    expires_in: z.union([z.number(), z.string()]),
  }),
);
