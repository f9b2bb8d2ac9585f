import * as z from 'zod/mini';

// The part of Allegro's REST API for sellers the shop calls, as developer.allegro.pl documents it
// (README.md names the pages): the OAuth device flow at the authority (`https://allegro.pl`) and the
// order and offer resources at the API (`https://api.allegro.pl`). Read by the adapter (allegro-rest.ts,
// allegro-oauth.ts) and answered by the local simulator (infra/local/simulators/allegro/), so both speak
// one shape. Member names are Allegro's; fields the shop never reads are left out (parsing drops them).
// Allegro writes `null` for many absent values, so the optional ones of an answer take null too. Three
// members the reference marks optional are required here, because the shop cannot do without them and
// Allegro always sends them: an event's `order.checkoutForm`, a form's `revision` and `updatedAt`.

/** Allegro's media type of the public API, for `Accept` and `Content-Type`. */
export const allegroMediaType = 'application/vnd.allegro.public.v1+json';

/** The grant type of a device-code poll (RFC 8628). */
export const deviceCodeGrantType = 'urn:ietf:params:oauth:grant-type:device_code';

/** An answer's optional member: absent or `null`. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/** Seconds: a number, or a numeric string as the documentation's device-flow sample writes them. */
const seconds = /* @__PURE__ */ z.lazy(() =>
  z.union([z.int().check(z.nonnegative()), z.string().check(z.regex(/^\d+$/))]),
);

// ---- OAuth (authority) ------------------------------------------------------------------------------

/** `POST {authority}/auth/oauth/device` (Basic client credentials, form `client_id`). */
export const deviceAuthorisationSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    device_code: z.string().check(z.minLength(1)),
    user_code: z.string().check(z.minLength(1)),
    verification_uri: z.string().check(z.minLength(1)),
    verification_uri_complete: z.string().check(z.minLength(1)),
    expires_in: seconds,
    interval: seconds,
  }),
);
export type DeviceAuthorisationAnswer = z.infer<typeof deviceAuthorisationSchema>;

/** `POST {authority}/auth/oauth/token`: the device-code and refresh-token grants' answer. */
export const tokenAnswerSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    access_token: z.string().check(z.minLength(1)),
    token_type: z.optional(z.string()),
    /** A new one with every grant: the one used is refused from then on. */
    refresh_token: z.string().check(z.minLength(1)),
    expires_in: seconds,
    scope: optional(z.string()),
    allegro_api: optional(z.boolean()),
    jti: optional(z.string()),
  }),
);
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** OAuth's error answer (400 for the token endpoint's refusals, 401 for bad client credentials or token). */
export const oauthErrorSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    error: z.string(),
    error_description: z.optional(z.string()),
  }),
);
export type OAuthErrorAnswer = z.infer<typeof oauthErrorSchema>;

/** The `error` values the adapter tells apart (RFC 6749 and 8628, as Allegro answers them). */
export const oauthErrors = {
  pending: 'authorization_pending',
  slowDown: 'slow_down',
  denied: 'access_denied',
  expired: 'expired_token',
  invalidGrant: 'invalid_grant',
  invalidRequest: 'invalid_request',
  invalidClient: 'invalid_client',
  invalidToken: 'invalid_token',
  unsupportedGrantType: 'unsupported_grant_type',
} as const;

// ---- REST API -----------------------------------------------------------------------------------------

/** Allegro's price: a decimal string (`"123.45"`, `"19.9"`, `"25"`) and the currency. */
const priceSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    amount: z.string().check(z.regex(/^\d+(\.\d{1,2})?$/)),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  }),
);
export type Price = z.infer<typeof priceSchema>;

/** `GET /order/events?from=&type=&limit=`: `limit` 1 to 1000 (100 by default), `from` exclusive. */
export const orderEventsLimit = { max: 1000, default: 100 } as const;

export const orderEventTypes = [
  'BOUGHT',
  'FILLED_IN',
  'READY_FOR_PROCESSING',
  'BUYER_CANCELLED',
  'FULFILLMENT_STATUS_CHANGED',
  'BUYER_MODIFIED',
  'AUTO_CANCELLED',
] as const;

const checkoutFormStatuses = ['BOUGHT', 'FILLED_IN', 'READY_FOR_PROCESSING', 'CANCELLED'] as const;

export const fulfilmentStatuses = [
  'NEW',
  'PROCESSING',
  'READY_FOR_SHIPMENT',
  'READY_FOR_PICKUP',
  'SENT',
  'PICKED_UP',
  'CANCELLED',
  'SUSPENDED',
  'RETURNED',
] as const;

const paymentTypes = [
  'CASH_ON_DELIVERY',
  'WIRE_TRANSFER',
  'ONLINE',
  'SPLIT_PAYMENT',
  'EXTENDED_TERM',
] as const;

const buyerSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    login: z.string(),
    guest: z.boolean(),
    firstName: optional(z.string()),
    lastName: optional(z.string()),
    companyName: optional(z.string()),
    phoneNumber: optional(z.string()),
  }),
);

const lineItemSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.string(),
    offer: z.object({
      id: z.string(),
      name: z.string(),
      /** The seller's own id of the offer (the shop's product id). */
      external: optional(z.object({ id: z.string() })),
    }),
    quantity: z.int().check(z.positive()),
    originalPrice: optional(priceSchema),
    price: priceSchema,
    boughtAt: optional(z.string()),
  }),
);
export type LineItem = z.infer<typeof lineItemSchema>;

/** `GET /order/events`: oldest first; `order` carries the checkout form's id and revision. */
const orderEventSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    occurredAt: z.string(),
    type: z.enum(orderEventTypes),
    order: z.object({
      checkoutForm: z.object({ id: z.string(), revision: optional(z.string()) }),
      seller: optional(z.object({ id: z.string() })),
      buyer: optional(buyerSchema),
      lineItems: optional(z.array(lineItemSchema)),
      marketplace: optional(z.object({ id: z.string() })),
    }),
  }),
);
export type OrderEventAnswer = z.infer<typeof orderEventSchema>;
export const orderEventsSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({ events: z.array(orderEventSchema) }),
);
export type OrderEventsAnswer = z.infer<typeof orderEventsSchema>;

/** `GET /order/event-stats`: where the journal ends now (absent while it is empty). */
export const eventStatsSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    latestEvent: optional(z.object({ id: z.string(), occurredAt: z.string() })),
  }),
);
export type EventStatsAnswer = z.infer<typeof eventStatsSchema>;

const paymentSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.string(),
    type: z.enum(paymentTypes),
    provider: optional(z.string()),
    /** Set once the buyer paid. */
    finishedAt: optional(z.string()),
    paidAmount: optional(priceSchema),
  }),
);

const deliveryAddressSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    street: z.string(),
    city: z.string(),
    zipCode: z.string(),
    countryCode: z.string(),
    companyName: optional(z.string()),
    phoneNumber: optional(z.string()),
  }),
);

const invoiceAddressSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    street: z.string(),
    city: z.string(),
    zipCode: z.string(),
    countryCode: z.string(),
    /** `null` for a private purchase. */
    company: optional(
      z.object({
        name: z.string(),
        /** Its tax numbers by kind (`PL_NIP`, `VAT_EU`…); `taxId` is the deprecated single one. */
        ids: optional(z.array(z.object({ type: z.string(), value: z.string() }))),
        taxId: optional(z.string()),
        vatPayerStatus: optional(z.enum(['ACTIVE', 'NON_ACTIVE', 'NOT_APPLICABLE'])),
      }),
    ),
    naturalPerson: optional(z.object({ firstName: z.string(), lastName: z.string() })),
  }),
);

/** `GET /order/checkout-forms/{id}`: one order. */
export const checkoutFormSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.string(),
    buyer: buyerSchema,
    payment: optional(paymentSchema),
    status: z.enum(checkoutFormStatuses),
    fulfillment: optional(
      z.object({
        status: optional(z.enum(fulfilmentStatuses)),
        shipmentSummary: optional(z.object({ lineItemsSent: optional(z.enum(['NONE', 'SOME', 'ALL'])) })),
      }),
    ),
    delivery: optional(
      z.object({
        address: optional(deliveryAddressSchema),
        method: optional(z.object({ id: optional(z.string()), name: optional(z.string()) })),
        pickupPoint: optional(
          z.object({
            id: optional(z.string()),
            name: optional(z.string()),
            description: optional(z.string()),
            address: optional(
              z.object({
                street: optional(z.string()),
                zipCode: optional(z.string()),
                city: optional(z.string()),
                countryCode: optional(z.string()),
              }),
            ),
          }),
        ),
        cost: optional(priceSchema),
      }),
    ),
    invoice: optional(z.object({ required: z.boolean(), address: optional(invoiceAddressSchema) })),
    lineItems: z.array(lineItemSchema),
    messageToSeller: optional(z.string()),
    marketplace: optional(z.object({ id: z.string() })),
    summary: z.object({ totalToPay: priceSchema }),
    updatedAt: z.string(),
    revision: z.string().check(z.minLength(1)),
  }),
);
export type CheckoutFormAnswer = z.infer<typeof checkoutFormSchema>;

/** `PUT /order/checkout-forms/{id}/fulfillment?checkoutForm.revision=` (204); a stale revision is 409. */
export const fulfilmentRequestSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({ status: z.enum(fulfilmentStatuses) }),
);

/** `POST /order/checkout-forms/{id}/shipments` (201): no line items means every item of the order. */
export const shipmentRequestSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    carrierId: z.string().check(z.minLength(1)),
    waybill: z.string().check(z.minLength(1), z.maxLength(64)),
    /** Only with `carrierId` `OTHER`. */
    carrierName: z.optional(z.string().check(z.maxLength(30))),
    lineItems: z.optional(z.array(z.object({ id: z.string() }))),
  }),
);

export const shipmentAnswerSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.string(),
    waybill: z.string(),
    carrierId: z.string(),
    carrierName: optional(z.string()),
    lineItems: optional(z.array(z.object({ id: z.string() }))),
    createdAt: z.string(),
  }),
);
export type ShipmentAnswer = z.infer<typeof shipmentAnswerSchema>;
/** `GET /order/checkout-forms/{id}/shipments`: every tracking number on the order. */
export const shipmentListSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({ shipments: z.array(shipmentAnswerSchema) }),
);

/** `GET /sale/offers?external.id=&offset=&limit=`: the seller's offers, a page at a time. */
export const offerListLimit = { max: 1000, default: 20 } as const;

const sellerOfferSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** The seller's own id of the offer (the shop's product id); `null` when not set. */
    external: optional(z.object({ id: z.string() })),
    stock: optional(z.object({ available: z.int().check(z.nonnegative()), sold: optional(z.int()) })),
    sellingMode: optional(z.object({ format: optional(z.string()), price: optional(priceSchema) })),
    publication: optional(z.object({ status: optional(z.string()) })),
  }),
);
export type SellerOffer = z.infer<typeof sellerOfferSchema>;
export const offerListSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    offers: z.array(sellerOfferSchema),
    count: z.int(),
    totalCount: z.int(),
  }),
);
export type OfferListAnswer = z.infer<typeof offerListSchema>;

/** `PATCH /sale/product-offers/{offerId}` with only the stock: 200 with the offer, or 202 while it applies. */
export const offerStockRequestSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    stock: z.strictObject({ available: z.int().check(z.nonnegative()) }),
  }),
);

export const productOfferSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.string(),
    name: optional(z.string()),
    external: optional(z.object({ id: z.string() })),
    stock: optional(z.object({ available: z.int(), unit: optional(z.string()) })),
  }),
);
export type ProductOfferAnswer = z.infer<typeof productOfferSchema>;

/** Allegro's error answer of the REST API (400, 404, 409, 422…). */
export const allegroErrorsSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    errors: z.array(
      z.object({
        code: z.string(),
        message: z.string(),
        details: optional(z.string()),
        path: optional(z.string()),
        userMessage: optional(z.string()),
      }),
    ),
  }),
);
export type AllegroErrorsAnswer = z.infer<typeof allegroErrorsSchema>;
