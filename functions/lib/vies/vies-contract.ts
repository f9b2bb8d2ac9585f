import * as z from 'zod/mini';

// The published contract of the EC's VIES REST API, `POST <base>/check-vat-number`
// (https://ec.europa.eu/taxation_customs/vies/rest-api): read by the adapter (vies-rest.ts) and
// answered by the local simulator (infra/local/simulators/), so both speak one shape.

export const viesRequestSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    /** The VAT prefix of the member state (Greece `EL`, Northern Ireland `XI`). */
    countryCode: z.string(),
    vatNumber: z.string(),
  }),
);
export type ViesRequest = z.infer<typeof viesRequestSchema>;

/** VIES writes `---` where a member state keeps the name or the address to itself. */
export const viesNotGiven = '---';

export const viesAnswerSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    countryCode: z.string(),
    vatNumber: z.string(),
    requestDate: z.string(),
    valid: z.boolean(),
    requestIdentifier: z.optional(z.string()),
    name: z.optional(z.string()),
    address: z.optional(z.string()),
  }),
);
export type ViesAnswer = z.infer<typeof viesAnswerSchema>;

/** The error codes VIES documents for `errorWrappers[].error`. */
export const viesErrorCodes = [
  'INVALID_INPUT',
  'INVALID_REQUESTER_INFO',
  'SERVICE_UNAVAILABLE',
  'MS_UNAVAILABLE',
  'TIMEOUT',
  'VAT_BLOCKED',
  'IP_BLOCKED',
  'GLOBAL_MAX_CONCURRENT_REQ',
  'GLOBAL_MAX_CONCURRENT_REQ_TIME',
  'MS_MAX_CONCURRENT_REQ',
  'MS_MAX_CONCURRENT_REQ_TIME',
] as const;
export type ViesErrorCode = (typeof viesErrorCodes)[number];

/** A refusal: HTTP 200 or an error status, with `actionSucceed: false` and the error codes. */
export const viesErrorSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    actionSucceed: z.literal(false),
    errorWrappers: z.array(z.object({ error: z.string(), message: z.optional(z.string()) })),
  }),
);
export type ViesError = z.infer<typeof viesErrorSchema>;
