import * as z from 'zod/mini';

// The part of KSeF API 2.0 (open-api.json) the adapter calls and the local simulator serves, as zod
// schemas: the adapter checks every answer with them, the simulator every request.

const text = z.string().check(z.minLength(1));
const referenceNumber = () => z.string().check(z.length(36));
const sha256Base64 = () => z.string().check(z.length(44));
const tokenInfo = /* @__PURE__ */ z.lazy(() =>
  z.object({ token: text, validUntil: z.iso.datetime({ offset: true }) }),
);
const statusInfo = /* @__PURE__ */ z.lazy(() =>
  z.object({
    code: z.int(),
    description: text,
    details: z.optional(z.nullable(z.array(z.string()))),
    /** A duplicate's (440) original: its session and KSeF number. */
    extensions: z.optional(
      z.nullable(
        z.object({
          originalSessionReferenceNumber: z.optional(z.nullable(z.string())),
          originalKsefNumber: z.optional(z.nullable(z.string())),
        }),
      ),
    ),
  }),
);

/** FA(3) as `formCode` of the session (sesja-interaktywna.md 1). */
export const fa3FormCode = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' } as const;

export const publicKeyCertificatesSchema = /* @__PURE__ */ z.lazy(() =>
  z.array(
    z.object({
      certificate: text,
      validFrom: z.string(),
      validTo: z.string(),
      usage: z.array(z.enum(['KsefTokenEncryption', 'SymmetricKeyEncryption'])),
    }),
  ),
);

export const challengeSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({ challenge: z.string().check(z.length(36)), timestampMs: z.int() }),
);

export const ksefTokenRequestSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    challenge: z.string().check(z.length(36)),
    contextIdentifier: z.object({ type: z.enum(['Nip', 'InternalId', 'NipVatUe', 'PeppolId']), value: text }),
    encryptedToken: text,
  }),
);

export const authInitSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({ referenceNumber: referenceNumber(), authenticationToken: tokenInfo }),
);

/** `GET /auth/{referenceNumber}`: 100 in progress, 200 done, 4xx/5xx failed. */
export const authStatusSchema = /* @__PURE__ */ z.lazy(() => z.object({ status: statusInfo }));

export const authTokensSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({ accessToken: tokenInfo, refreshToken: tokenInfo }),
);
export const refreshedTokenSchema = /* @__PURE__ */ z.lazy(() => z.object({ accessToken: tokenInfo }));

export const openSessionRequestSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    formCode: z.object({ systemCode: text, schemaVersion: text, value: text }),
    encryption: z.object({ encryptedSymmetricKey: text, initializationVector: text }),
  }),
);
export const openSessionSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({ referenceNumber: referenceNumber(), validUntil: z.string() }),
);

export const sendInvoiceRequestSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    invoiceHash: sha256Base64(),
    invoiceSize: z.int().check(z.positive()),
    encryptedInvoiceHash: sha256Base64(),
    encryptedInvoiceSize: z.int().check(z.positive()),
    encryptedInvoiceContent: text,
    offlineMode: z.optional(z.boolean()),
  }),
);
export const sendInvoiceSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({ referenceNumber: referenceNumber() }),
);

/**
 * `GET /sessions/{ref}/invoices/{invoiceRef}`: status 100 taken, 150 processing, 200 accepted (with
 * `ksefNumber`), 4xx/5xx refused (430 file, 440 duplicate, 450 semantics…).
 */
export const invoiceStatusSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    referenceNumber: referenceNumber(),
    ksefNumber: z.optional(z.nullable(z.string())),
    acquisitionDate: z.optional(z.nullable(z.string())),
    invoicingMode: z.optional(z.nullable(z.enum(['Online', 'Offline']))),
    status: statusInfo,
  }),
);
export type InvoiceStatusAnswer = z.infer<typeof invoiceStatusSchema>;
