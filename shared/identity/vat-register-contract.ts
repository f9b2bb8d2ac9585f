import * as z from 'zod/mini';

// The published contract of the Ministry of Finance's VAT taxpayers' list, "Wykaz podatników VAT"
// ("API Rejestr WL", OpenAPI 1.6.0; production https://wl-api.mf.gov.pl, test https://wl-test.mf.gov.pl),
// for the one call the shop makes: `GET /api/search/nip/{nip}?date=YYYY-MM-DD`. Read by the adapter
// (functions/lib/company-register/), answered by the local simulator (infra/local/simulators/vat-register/),
// so both speak one shape. Sources and what is assumed: functions/lib/company-register/README.md.

/** `statusVat` as the register writes it. */
export const registerVatStatuses = ['Czynny', 'Zwolniony', 'Niezarejestrowany'] as const;

const text = z.string();
const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

const personSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    companyName: maybe(text),
    firstName: maybe(text),
    lastName: maybe(text),
    nip: maybe(text),
    pesel: maybe(text),
  }),
);

/** `Entity`: one taxpayer. Dates are `YYYY-MM-DD`; addresses one line (`UL. PROSTA 20, 00-850 WARSZAWA`). */
export const registerEntitySchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    name: text,
    nip: text,
    statusVat: z.enum(registerVatStatuses),
    regon: maybe(text),
    pesel: maybe(text),
    krs: maybe(text),
    /** The seat (a legal person) or the residence (a natural person, often not published). */
    residenceAddress: maybe(text),
    /** The place of business. */
    workingAddress: maybe(text),
    representatives: maybe(z.array(personSchema)),
    authorizedClerks: maybe(z.array(personSchema)),
    partners: maybe(z.array(personSchema)),
    registrationLegalDate: maybe(text),
    registrationDenialDate: maybe(text),
    registrationDenialBasis: maybe(text),
    restorationDate: maybe(text),
    restorationBasis: maybe(text),
    removalDate: maybe(text),
    removalBasis: maybe(text),
    /** The registered bank accounts (26-digit NRB). */
    accountNumbers: maybe(z.array(text)),
    hasVirtualAccounts: maybe(z.boolean()),
  }),
);
export type RegisterEntity = z.infer<typeof registerEntitySchema>;

/**
 * `EntityResponse`: `subject` is null when the register has no taxpayer of that NIP; `requestId` is
 * the search's id (the proof of the check), `requestDateTime` `dd-MM-yyyy HH:mm:ss`.
 */
export const registerEntityResponseSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    result: z.object({
      subject: z.nullable(registerEntitySchema),
      requestId: text,
      requestDateTime: z.optional(text),
    }),
  }),
);
export type RegisterEntityResponse = z.infer<typeof registerEntityResponseSchema>;

/** `Exception`: every refusal, `{ code: 'WL-115', message: 'Nieprawidłowy NIP.' }`. */
export const registerExceptionSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({ code: text, message: z.optional(text) }),
);
export type RegisterException = z.infer<typeof registerExceptionSchema>;

/** The documented error codes the shop tells apart (the rest are requests it never makes). */
export const registerErrorCodes = {
  /** An unexpected server error. */
  serverError: 'WL-100',
  /** The date is missing, malformed or in the future. */
  dateMissing: 'WL-101',
  dateMalformed: 'WL-102',
  dateInFuture: 'WL-103',
  /** The NIP is empty, of a wrong length, not digits, or fails its checksum. */
  nipEmpty: 'WL-112',
  nipLength: 'WL-113',
  nipCharacters: 'WL-114',
  nipInvalid: 'WL-115',
  invalidRequest: 'WL-190',
  /** The day's request limit of this IP address is used up (until midnight). */
  limitReached: 'WL-191',
  /** The data were just updated: ask again. */
  updated: 'WL-195',
  /** The data are being updated: ask later. */
  updating: 'WL-196',
} as const;

/** The documented limit of `search` requests per IP address and day (each up to 30 subjects). */
export const registerSearchLimitPerDay = 100;
