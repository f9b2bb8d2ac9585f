import * as z from 'zod/mini';

// Function configuration, parsed once per container from the environment (infra/README.md lists it).
// Each function reads only the part it needs, so a missing variable fails with its name at first use;
// each part's schema is made then, by its function, and none at import.

/** A positive whole number given as a variable's text (an account id, a time-out). */
const wholeNumber = () => z.pipe(z.string().check(z.regex(/^[1-9]\d*$/)), z.transform(Number));

/** Text of at least `min` characters. */
const text = (min = 1) => z.string().check(z.minLength(min));

/** A variable that may be unset, and is not empty when set. */
const optionalText = () => z.optional(text());

/** Przelewy24's production origin: the adapter's default endpoint and, on AWS, the site's CSP form target. */
export const przelewy24Production = 'https://secure.przelewy24.pl';

const env = {
  tableName: () => z.object({ TABLE_NAME: text() }),
  /** How long one DynamoDB request may take (connecting, and answering) before it is tried once more. */
  database: () =>
    z.object({
      DYNAMODB_TIMEOUT_MS: z._default(wholeNumber(), 1000),
    }),
  eventBus: () => z.object({ EVENT_BUS_NAME: text() }),
  mail: () => z.object({ MAIL_FROM: text(3) }),
  sales: () => z.object({ SALES_EMAIL: z.email() }),
  live: () => z.object({ LIVE_ENDPOINT: z.url() }),
  documents: () => z.object({ DOCUMENTS_BUCKET: text(3) }),
  /** The bucket of the finance exports. */
  exports: () => z.object({ EXPORTS_BUCKET: text(3) }),
  site: () => z.object({ SITE_BUCKET: text(3), SITE_ORIGIN: z.url() }),
  userPool: () =>
    z.object({
      USER_POOL_ID: text(),
      USER_POOL_CLIENT_ID: text(),
      /** Set only locally: the path of the runtime's Cognito proxy the site talks to. */
      USER_POOL_ENDPOINT: optionalText(),
      /** The hosted domain for Google and Facebook sign-in; absent locally (cognito-local has none). */
      USER_POOL_DOMAIN: optionalText(),
    }),
  /** The Ministry of Finance's VAT taxpayers' list (functions/lib/company-register/); locally the runtime's simulator. */
  vatRegister: () =>
    z.object({
      VAT_REGISTER_ENDPOINT: z._default(z.url(), 'https://wl-api.mf.gov.pl'),
    }),
  /** The financing partner of credit and leasing; only the fixture exists (functions/lib/financing/README.md). */
  financingPartner: () => z.object({ FINANCING_PARTNER: z._default(z.enum(['fixture']), 'fixture') }),
  /** The EC's VIES REST API (functions/lib/vies/); locally the runtime's simulator. */
  vies: () =>
    z.object({
      VIES_ENDPOINT: z._default(z.url(), 'https://ec.europa.eu/taxation_customs/vies/rest-api'),
    }),
  /** InPost's public points API (functions/lib/parcel-lockers/); locally the runtime's simulator. */
  parcelLockers: () =>
    z.object({
      PARCEL_LOCKERS_ENDPOINT: z._default(z.url(), 'https://api-pl-points.easypack24.net/v1'),
    }),
  /** The secret CloudFront (or the local site server) sends in `x-origin-secret` (lib/http/origin-check.ts). */
  origin: () => z.object({ ORIGIN_SECRET: z.optional(text(16)) }),
  tokens: () => z.object({ TOKEN_ISSUER: z.url(), USER_POOL_CLIENT_ID: text() }),
  /** Przelewy24's REST API (functions/lib/payment-provider/); locally the sandbox with its demo account. */
  przelewy24: () =>
    z.object({
      PRZELEWY24_ENDPOINT: z._default(z.url(), przelewy24Production),
      PRZELEWY24_MERCHANT_ID: wholeNumber(),
      PRZELEWY24_POS_ID: wholeNumber(),
      /** Set only locally; on AWS both keys are in the secret PRZELEWY24_SECRET_ARN names. */
      PRZELEWY24_CRC: optionalText(),
      PRZELEWY24_API_KEY: optionalText(),
    }),
  /** Set only on AWS: the Secrets Manager secret `{ crc, apiKey }` of the Przelewy24 account. */
  przelewy24Secret: () => z.object({ PRZELEWY24_SECRET_ARN: optionalText() }),
  /** KSeF API 2.0 (functions/lib/ksef/); locally the runtime's simulator, its token and offline certificate. */
  ksef: () =>
    z.object({
      KSEF_ENDPOINT: z._default(z.url(), 'https://api.ksef.mf.gov.pl/v2'),
      /** Where the KSeF QR codes point (kody-qr.md): production's, the test environment's locally. */
      KSEF_QR_ORIGIN: z._default(z.url(), 'https://qr.ksef.mf.gov.pl'),
      KSEF_TOKEN: optionalText(),
      /** The shop's KSeF certificate of type Offline, for KOD II: serial (hex) and private key (PKCS#8 PEM). */
      KSEF_OFFLINE_CERTIFICATE_SERIAL: z.optional(z.string().check(z.regex(/^[0-9A-F]+$/))),
      KSEF_OFFLINE_CERTIFICATE_KEY: optionalText(),
    }),
  /** Set only on AWS: the Secrets Manager secret of KSeF (shared/invoices/ksef-secret.ts). */
  ksefSecret: () => z.object({ KSEF_SECRET_ARN: optionalText() }),
  /** Partner Center (functions/lib/partner-center/); locally the runtime's simulator and its app. */
  partnerCenter: () =>
    z.object({
      PARTNER_CENTER_ENDPOINT: z._default(z.url(), 'https://api.partnercenter.microsoft.com'),
      PARTNER_CENTER_AUTHORITY: z._default(z.url(), 'https://login.microsoftonline.com'),
      /** Set only locally; on AWS the app's four values are in the secret PARTNER_CENTER_SECRET_ARN names. */
      PARTNER_CENTER_TENANT_ID: optionalText(),
      PARTNER_CENTER_CLIENT_ID: optionalText(),
      PARTNER_CENTER_CLIENT_SECRET: optionalText(),
      PARTNER_CENTER_REFRESH_TOKEN: optionalText(),
    }),
  /** Set only on AWS: the Secrets Manager secret of the Partner Center app (partner-center-secret.ts). */
  partnerCenterSecret: () => z.object({ PARTNER_CENTER_SECRET_ARN: optionalText() }),
  /** Microsoft Graph (functions/lib/graph/): a customer tenant's users; locally the runtime's simulator. */
  graph: () =>
    z.object({
      GRAPH_ENDPOINT: z._default(z.url(), 'https://graph.microsoft.com'),
      GRAPH_AUTHORITY: z._default(z.url(), 'https://login.microsoftonline.com'),
      /** Set only locally; on AWS the app's client id and secret are in the secret GRAPH_SECRET_ARN names. */
      GRAPH_CLIENT_ID: optionalText(),
      GRAPH_CLIENT_SECRET: optionalText(),
    }),
  /** Set only on AWS: the Secrets Manager secret of the shop's Graph app (graph-secret.ts). */
  graphSecret: () => z.object({ GRAPH_SECRET_ARN: optionalText() }),
  /** Allegro's REST API for sellers and its OAuth authority (functions/lib/allegro/); locally the runtime's simulator. */
  allegro: () =>
    z.object({
      ALLEGRO_ENDPOINT: z._default(z.url(), 'https://api.allegro.pl'),
      ALLEGRO_AUTHORITY: z._default(z.url(), 'https://allegro.pl'),
      /** Set only locally; on AWS the application's client id and secret are in the secret ALLEGRO_SECRET_ARN names. */
      ALLEGRO_CLIENT_ID: optionalText(),
      ALLEGRO_CLIENT_SECRET: optionalText(),
    }),
  /** Set only on AWS: the Secrets Manager secret of the shop's Allegro application (allegro-secret.ts). */
  allegroSecret: () => z.object({ ALLEGRO_SECRET_ARN: optionalText() }),
};
type Env = typeof env;
type Part<K extends keyof Env> = z.infer<ReturnType<Env[K]>>;

/** Every variable a function may read. */
export type EnvironmentName = { [K in keyof Env]: keyof Part<K> }[keyof Env] & string;

const cache = new Map<keyof Env, unknown>();

export const config = <K extends keyof Env>(part: K): Part<K> => {
  if (!cache.has(part)) {
    const parsed = env[part]().safeParse(process.env);
    if (!parsed.success) {
      const missing = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
      throw new Error(`Function configuration is missing or invalid: ${missing}`);
    }
    cache.set(part, parsed.data);
  }
  return cache.get(part) as Part<K>;
};
