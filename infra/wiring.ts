// The one declaration of the shop's wiring. The CDK stacks (infra/cdk) and the local runtime
// (infra/local) both read this file, so the cloud and the laptop cannot drift apart;
// test/infra/parity.test.ts proves it against the synthesized template.
//
// Entries are paths from the repository root to a module exporting `handler`.

import { formKinds } from '#shared/forms/form-schemas';
import { passwordRule } from '#shared/identity/password';
import { staffGroups } from '#shared/identity/roles';
import { mailLimitPerRecipient } from '#shared/mail-limits';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { renderedPagesApi } from '#shared/page-kind';
import { websocketConnectionTtlSeconds } from '#shared/settings';

export const apiGroups = [
  'clients',
  'auth',
  'cms',
  'common',
  'orders',
  'payments',
  'salesopportunities',
  'subscriptions',
  'csp',
  'blog',
  'reports',
  'content',
] as const;
export type ApiGroup = (typeof apiGroups)[number];

/** Who may call a route: anyone, a signed-in customer, or finance, operations or content staff (Cognito groups). */
export type Access = 'public' | 'customer' | 'finance' | 'operations' | 'content';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';

/** Steady requests per second and burst; API Gateway applies it per route, the local gateway per caller IP. */
export interface Throttle {
  rate: number;
  burst: number;
}

export interface RouteDecl {
  method: HttpMethod;
  /** API Gateway path template: `/api/<group>/…`, `{name}` parameters, `{proxy+}` greedy tail. */
  path: string;
  access: Access;
  /** A tighter limit than the stage's `defaultThrottle`, for attempts worth guessing or costly lookups. */
  throttle?: Throttle;
  /**
   * The route sends mail to an address the caller names: `mailLimits` apply (per caller IP in the local
   * gateway and in the distribution's WAF rate-based rule; per recipient in the function).
   */
  sendsMail?: true;
}

/** The HTTP API stage's limit for every route without its own. */
export const defaultThrottle: Throttle = { rate: 50, burst: 100 };

/** Attempt-like routes (codes, tax number lookups): a few per second, short bursts. */
export const attemptThrottle: Throttle = { rate: 1, burst: 5 };

/**
 * Limits on routes that send mail (`sendsMail`), so nobody can mail a third party in bulk through the shop.
 * A refusal is 429 with `Retry-After`. Per IP: the local gateway and an AWS WAF rate-based rule (WAF's
 * smallest window is 60 s and smallest limit 10). Per recipient: the function counts mails in the table.
 */
export const mailLimits = {
  perIp: { requests: 10, windowSeconds: 60 },
  /** Declared in shared/ because the functions read it (they may not import infra/). */
  perRecipient: mailLimitPerRecipient,
} as const;

/**
 * Every request to the site and API per caller IP, on AWS only (the distribution's WAF rate-based rule;
 * windows of 60, 120, 300 or 600 s). Generous: a company's staff may share one IP. A refusal is 429.
 */
export const siteLimits = { perIp: { requests: 3000, windowSeconds: 300 } } as const;

/** What a function may touch; CDK turns it into least-privilege grants. */
export interface Grants {
  table?: 'read' | 'readWrite';
  events?: boolean;
  /**
   * Reads the pool's users, never changes them: `getUser` (`AdminGetUser`: the MFA settings behind a
   * staff group claim) or `findByEmail` (`ListUsers` filtered by e-mail: a partner's id, whether she
   * signed up with a password, Google or Facebook).
   */
  userPool?: 'getUser' | 'findByEmail';
  mail?: boolean;
  live?: boolean;
  /** Knows the WebSocket API's address (LIVE_ENDPOINT) without posting to it: the settings tell the site. */
  liveAddress?: boolean;
  /** The documents bucket (published catalogue index, invoices). */
  documents?: 'read' | 'readWrite';
  /**
   * The site bucket: reads the deployed shell (a page rendered per request) or also writes pre-rendered
   * catalogue and blog pages.
   */
  site?: 'read' | 'readWrite';
  /** The exports bucket (finance exports, issue 17): the exporters write it, the reports API presigns its downloads. */
  exports?: 'read' | 'readWrite';
  /** Reads the payment provider's keys from Secrets Manager (PRZELEWY24_SECRET_ARN). */
  paymentProviderSecret?: boolean;
  /** Reads the KSeF token and offline certificate from Secrets Manager (KSEF_SECRET_ARN). */
  ksefSecret?: boolean;
  /** Reads the Partner Center app's credentials from Secrets Manager (PARTNER_CENTER_SECRET_ARN). */
  partnerCenterSecret?: boolean;
  /** Reads the Graph app's credentials from Secrets Manager (GRAPH_SECRET_ARN): a customer tenant's users. */
  graphSecret?: boolean;
}

export interface FunctionDecl {
  entry: string;
  timeoutSeconds: number;
  memoryMb: number;
  grants: Grants;
  /** Concurrency kept for this function alone on AWS, so a flood elsewhere in the account cannot starve it. */
  reservedConcurrency?: number;
  /** `/tmp` beyond Lambda's 512 MB, for functions that write large files before putting them (finance exports). */
  ephemeralStorageMb?: number;
  /**
   * Packages installed beside the bundle instead of bundled, for those that read their own files at run
   * time (pdfkit its font metrics, dejavu-fonts-ttf the invoice's typeface), at the lockfile's versions.
   */
  nodeModules?: string[];
}

export interface ApiGroupDecl extends FunctionDecl {
  group: ApiGroup;
  routes: RouteDecl[];
}

const apiFunction = (group: ApiGroup, grants: Grants, routes: RouteDecl[]): ApiGroupDecl => ({
  group,
  entry: `functions/${group}/handler.ts`,
  timeoutSeconds: 10,
  memoryMb: 512,
  grants,
  routes,
});

/** The basket's routes under `base`; a discount code is an attempt worth guessing, so its route is throttled. */
const basketRoutes = (base: string, access: Access): RouteDecl[] => [
  { method: 'GET', path: base, access },
  { method: 'POST', path: `${base}/items`, access },
  { method: 'PUT', path: `${base}/items/{productId}`, access },
  { method: 'DELETE', path: `${base}/items/{productId}`, access },
  { method: 'PUT', path: `${base}/discount`, access, throttle: attemptThrottle },
  { method: 'DELETE', path: `${base}/discount`, access },
  { method: 'PUT', path: `${base}/consents`, access },
];

/**
 * API groups that have routes today. Every group of `apiGroups` gets its function the day its first
 * route lands; a Lambda without routes would be dead weight.
 */
export const api: ApiGroupDecl[] = [
  apiFunction('common', { table: 'read', liveAddress: true }, [
    { method: 'GET', path: '/api/common/health', access: 'public' },
    { method: 'GET', path: '/api/common/settings', access: 'public' },
    { method: 'GET', path: '/api/common/robots.txt', access: 'public' },
    { method: 'GET', path: '/api/common/sitemap.xml', access: 'public' },
    { method: 'GET', path: '/api/common/sitemaps/{name}', access: 'public' },
    // Anything else under /api answers 404 route_not_found from our own error shape.
    { method: 'ANY', path: '/api/{proxy+}', access: 'public' },
  ]),
  // The documents bucket: the partner portal's price list reads the published catalogue index.
  apiFunction('clients', { table: 'readWrite', documents: 'read', userPool: 'findByEmail' }, [
    { method: 'GET', path: '/api/clients/me/settings', access: 'customer' },
    { method: 'PUT', path: '/api/clients/me/settings', access: 'customer' },
    { method: 'GET', path: '/api/clients/me/profile', access: 'customer' },
    { method: 'PUT', path: '/api/clients/me/profile', access: 'customer' },
    { method: 'PUT', path: '/api/clients/me/invoice-data', access: 'customer', throttle: attemptThrottle },
    { method: 'GET', path: '/api/clients/me/addresses', access: 'customer' },
    { method: 'POST', path: '/api/clients/me/addresses', access: 'customer' },
    { method: 'PUT', path: '/api/clients/me/addresses/{id}', access: 'customer' },
    { method: 'DELETE', path: '/api/clients/me/addresses/{id}', access: 'customer' },
    {
      method: 'GET',
      path: '/api/clients/companies/{country}/{taxNumber}',
      access: 'public',
      throttle: attemptThrottle,
    },
    // The business partners' portal (issue 16 part 5): signed in, and a partner by the use case's check.
    { method: 'GET', path: '/api/clients/partner/profile', access: 'customer' },
    { method: 'GET', path: '/api/clients/partner/price-list', access: 'customer' },
    { method: 'GET', path: '/api/clients/partner/orders', access: 'customer' },
    // Partners are enrolled by the operations staff, by the user's sign-in e-mail (the user pool's look-up).
    { method: 'POST', path: '/api/clients/staff/partners', access: 'operations' },
  ]),
  // The site bucket: the search page, rendered per request, reads the deployed shell.
  apiFunction('cms', { table: 'readWrite', documents: 'read', site: 'read' }, [
    { method: 'POST', path: '/api/cms/newsletter', access: 'public', sendsMail: true },
    { method: 'POST', path: '/api/cms/newsletter/confirmations', access: 'public' },
    { method: 'GET', path: '/api/cms/pages/{key}', access: 'public' },
    { method: 'GET', path: '/api/cms/home', access: 'public' },
    { method: 'GET', path: '/api/cms/categories', access: 'public' },
    { method: 'GET', path: '/api/cms/products', access: 'public' },
    { method: 'GET', path: '/api/cms/suggestions', access: 'public' },
    { method: 'GET', path: '/api/cms/products/{id}', access: 'public' },
    { method: 'GET', path: '/api/cms/comparison', access: 'public' },
    { method: 'GET', path: '/api/cms/sitemaps/{name}', access: 'public' },
    { method: 'GET', path: `${renderedPagesApi}/{proxy+}`, access: 'public' },
    { method: 'POST', path: '/api/cms/products/{id}/ratings', access: 'customer' },
    { method: 'GET', path: '/api/cms/products/{id}/ratings/mine', access: 'customer' },
    {
      method: 'POST',
      path: '/api/cms/products/{id}/availability-notifications',
      access: 'public',
      sendsMail: true,
    },
    {
      method: 'POST',
      path: '/api/cms/products/{id}/delivery-time-questions',
      access: 'public',
      sendsMail: true,
    },
    // The forms of shared/forms/ (issue 16 part 2), one route each: the sender is confirmed by e-mail, so
    // they send mail (per-IP and per-recipient limits).
    ...formKinds.map(
      (kind): RouteDecl => ({
        method: 'POST',
        path: `/api/cms/forms/${kind}`,
        access: 'public',
        sendsMail: true,
      }),
    ),
  ]),
  apiFunction('orders', { table: 'readWrite' }, [
    // Basket (issue 12 part 2): a guest's by its cookie, a customer's by the token.
    ...basketRoutes('/api/orders/basket', 'public'),
    ...basketRoutes('/api/orders/me/basket', 'customer'),
    { method: 'POST', path: '/api/orders/me/basket/merge', access: 'customer' },
    // Checkout (issue 12 part 3): parcel lockers by city or zip code, through the parcel-locker port.
    { method: 'GET', path: '/api/orders/parcel-lockers', access: 'public' },
    // Orders (issue 12 parts 4-5): placement with an Idempotency-Key, a guest's order by its link
    // token, a customer's under the token's sub, the operations staff's list and moves.
    { method: 'POST', path: '/api/orders/orders', access: 'public' },
    { method: 'GET', path: '/api/orders/orders/{id}', access: 'public' },
    { method: 'POST', path: '/api/orders/orders/{id}/cancellation', access: 'public' },
    { method: 'POST', path: '/api/orders/me/orders', access: 'customer' },
    { method: 'GET', path: '/api/orders/me/orders', access: 'customer' },
    { method: 'GET', path: '/api/orders/me/orders/{id}', access: 'customer' },
    { method: 'POST', path: '/api/orders/me/orders/{id}/cancellation', access: 'customer' },
    { method: 'GET', path: '/api/orders/staff/orders', access: 'operations' },
    { method: 'POST', path: '/api/orders/staff/orders/{id}/transitions', access: 'operations' },
  ]),
  apiFunction(
    'payments',
    { table: 'readWrite', paymentProviderSecret: true, documents: 'read', events: true },
    [
      // Order payments (issue 13 parts 1, 4): a guest's with the order link's token, a customer's by the
      // token; a start is an attempt (per IP here, per order in the use case: card testing, BLIK guesses).
      {
        method: 'POST',
        path: '/api/payments/orders/{orderId}/payments',
        access: 'public',
        throttle: attemptThrottle,
      },
      { method: 'GET', path: '/api/payments/orders/{orderId}/payments/{paymentId}', access: 'public' },
      {
        method: 'POST',
        path: '/api/payments/me/orders/{orderId}/payments',
        access: 'customer',
        throttle: attemptThrottle,
      },
      { method: 'GET', path: '/api/payments/me/orders/{orderId}/payments/{paymentId}', access: 'customer' },
      // The provider's notifications (their sign is the proof) and the payment history.
      { method: 'POST', path: '/api/payments/notifications/przelewy24', access: 'public' },
      { method: 'POST', path: '/api/payments/notifications/przelewy24/refunds', access: 'public' },
      { method: 'GET', path: '/api/payments/me/history', access: 'customer' },
      // Saved cards (issue 13 part 6): adding one registers a payment at the provider, an attempt per IP.
      { method: 'GET', path: '/api/payments/me/cards', access: 'customer' },
      { method: 'POST', path: '/api/payments/me/cards', access: 'customer', throttle: attemptThrottle },
      { method: 'PUT', path: '/api/payments/me/cards/{cardId}/default', access: 'customer' },
      { method: 'DELETE', path: '/api/payments/me/cards/{cardId}', access: 'customer' },
      // Invoices (issue 13 part 7): the customer's list and a PDF's presigned download (signed with the
      // function's read grant on the documents bucket); an invoice's public summary by its guid, throttled
      // like every lookup worth guessing.
      { method: 'GET', path: '/api/payments/me/invoices', access: 'customer' },
      { method: 'GET', path: '/api/payments/me/invoices/{invoiceId}/download', access: 'customer' },
      { method: 'GET', path: '/api/payments/invoices/{guid}', access: 'public', throttle: attemptThrottle },
      // Paying an invoice by its pay link's guid (issue 13 part 5): an attempt, per IP here, per invoice in
      // the use case.
      {
        method: 'POST',
        path: '/api/payments/invoices/{guid}/payments',
        access: 'public',
        throttle: attemptThrottle,
      },
      // The pay link's page reads back the payment it started, as the order's return page does.
      {
        method: 'GET',
        path: '/api/payments/invoices/{guid}/payments/{paymentId}',
        access: 'public',
        throttle: attemptThrottle,
      },
    ],
  ),
  // Microsoft 365 accounts (issue 15): a customer's tenants, created or linked at Partner Center, and
  // their Microsoft Customer Agreement. Creating a tenant waits for Microsoft, so it has more time.
  {
    ...apiFunction('csp', { table: 'readWrite', partnerCenterSecret: true, graphSecret: true }, [
      { method: 'GET', path: '/api/csp/me/accounts', access: 'customer' },
      // A name check asks Microsoft: worth throttling like any lookup worth guessing.
      {
        method: 'GET',
        path: '/api/csp/me/accounts/availability',
        access: 'customer',
        throttle: attemptThrottle,
      },
      { method: 'POST', path: '/api/csp/me/accounts', access: 'customer', throttle: attemptThrottle },
      { method: 'POST', path: '/api/csp/me/accounts/{id}/refresh', access: 'customer' },
      { method: 'POST', path: '/api/csp/me/accounts/{id}/agreement', access: 'customer' },
      // The customer's subscriptions (issue 15 parts 3 and 4), read from the table; configuring one
      // chooses its tenant and starts its provisioning (an event: Microsoft takes minutes).
      // The dashboard's calendar (issue 15 part 6): subscriptions, unpaid renewals and invoices, cards.
      { method: 'GET', path: '/api/csp/me/dashboard', access: 'customer' },
      { method: 'GET', path: '/api/csp/me/subscriptions', access: 'customer' },
      { method: 'GET', path: '/api/csp/me/subscriptions/{id}', access: 'customer' },
      { method: 'POST', path: '/api/csp/me/subscriptions/{id}/configuration', access: 'customer' },
      // Licences, renewal and cancellation change at Partner Center at once (its 168-hour rules).
      { method: 'PUT', path: '/api/csp/me/subscriptions/{id}/quantity', access: 'customer' },
      { method: 'PUT', path: '/api/csp/me/subscriptions/{id}/auto-renew', access: 'customer' },
      { method: 'PUT', path: '/api/csp/me/subscriptions/{id}/renewal', access: 'customer' },
      { method: 'POST', path: '/api/csp/me/subscriptions/{id}/cancellation', access: 'customer' },
      // The renewal by an invoice's link (`/odnow/{invoiceGuid}/`): the subscriptions it billed, renewed
      // and their next terms ordered ahead.
      { method: 'GET', path: '/api/csp/me/renewal-offers/{guid}', access: 'customer' },
      { method: 'POST', path: '/api/csp/me/renewal-offers/{guid}', access: 'customer' },
      // The users of an account's tenant and their licences and roles (issue 15 parts 2 and 4), at
      // Microsoft Graph; a new user's and a reset's temporary password are throttled like attempts.
      { method: 'GET', path: '/api/csp/me/accounts/{id}/users', access: 'customer' },
      {
        method: 'POST',
        path: '/api/csp/me/accounts/{id}/users',
        access: 'customer',
        throttle: attemptThrottle,
      },
      { method: 'PUT', path: '/api/csp/me/accounts/{id}/users/{userId}', access: 'customer' },
      { method: 'DELETE', path: '/api/csp/me/accounts/{id}/users/{userId}', access: 'customer' },
      { method: 'GET', path: '/api/csp/me/accounts/{id}/deleted-users', access: 'customer' },
      { method: 'POST', path: '/api/csp/me/accounts/{id}/users/{userId}/restore', access: 'customer' },
      {
        method: 'POST',
        path: '/api/csp/me/accounts/{id}/users/{userId}/password',
        access: 'customer',
        throttle: attemptThrottle,
      },
      { method: 'PUT', path: '/api/csp/me/accounts/{id}/users/{userId}/licences', access: 'customer' },
      { method: 'PUT', path: '/api/csp/me/accounts/{id}/users/{userId}/role', access: 'customer' },
    ]),
    timeoutSeconds: 29,
  },
  {
    // Product images (issue 14 part 1): sharp renders the variants (more memory and time; its native
    // build is installed beside the bundle), written to the site bucket and the documents bucket.
    ...apiFunction('content', { table: 'readWrite', documents: 'readWrite', site: 'readWrite' }, [
      { method: 'POST', path: '/api/content/products/{id}/images', access: 'content' },
    ]),
    timeoutSeconds: 29,
    memoryMb: 1536,
    nodeModules: ['sharp'],
  },
  // Finance exports (issue 17 parts 1, 2 and 4): the finance staff list them, ask for one of a date
  // range and download their files through presigned links (each download logged).
  apiFunction('reports', { table: 'readWrite', exports: 'read' }, [
    { method: 'GET', path: '/api/reports/exports', access: 'finance' },
    { method: 'POST', path: '/api/reports/exports', access: 'finance' },
    { method: 'GET', path: '/api/reports/exports/{id}', access: 'finance' },
    { method: 'GET', path: '/api/reports/exports/{id}/files/{name}', access: 'finance' },
  ]),
  {
    // The blog (issue 16 part 1): articles, their ratings, feeds and sitemaps; content staff publish, which
    // pre-renders the article's page into the site bucket (the catalogue index gives related products).
    ...apiFunction('blog', { table: 'readWrite', documents: 'read', site: 'readWrite' }, [
      { method: 'GET', path: '/api/blog/articles', access: 'public' },
      { method: 'GET', path: '/api/blog/articles/{language}/{link}', access: 'public' },
      { method: 'POST', path: '/api/blog/articles/{language}/{link}/ratings', access: 'customer' },
      { method: 'GET', path: '/api/blog/articles/{language}/{link}/ratings/mine', access: 'customer' },
      { method: 'GET', path: '/api/blog/feeds/{name}', access: 'public' },
      { method: 'GET', path: '/api/blog/sitemaps/{name}', access: 'public' },
      { method: 'POST', path: '/api/blog/staff/articles', access: 'content' },
    ]),
    timeoutSeconds: 29,
    memoryMb: 1024,
  },
];

export const table = {
  name: 'shop',
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Overloaded indexes; what each holds is charted in functions/lib/table/README.md. */
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
  ttlAttribute: 'expiresAt',
  stream: 'NEW_AND_OLD_IMAGES',
} as const;

export const buckets = ['site', 'documents', 'exports'] as const;
export type BucketName = (typeof buckets)[number];

export const userPool = {
  name: 'shop-users',
  clientName: 'shop-web',
  /**
   * Cognito groups: only the staff ones, set by an administrator. The account type's group
   * (`customers`, `business`) is no membership: the pre-token-generation trigger derives it from the
   * client profile in the table.
   */
  groups: staffGroups,
  /**
   * The only attributes the web client may write (sign-up; edit data goes through the clients API).
   * No custom attributes: the account type and consents live in the table. CDK's `writeAttributes`
   * and the local Cognito proxy both enforce this list.
   */
  writeAttributes: ['email', 'name', 'phone_number', 'locale'],
  /**
   * Failed sign-in, sign-up, reminder and confirmation attempts allowed per account and per caller IP
   * in a window. The local Cognito proxy enforces them; on AWS Cognito's own attempt limits and
   * threat protection do (documented in infra/README.md).
   */
  attemptLimits: { perAccount: 5, perIp: 20, windowMinutes: 15 },
  /** The shared password rule (shared/identity/password.ts); Cognito has no maximum below 256. */
  passwordPolicy: {
    minLength: passwordRule.minLength,
    requireDigits: passwordRule.requireDigits,
    requireLowercase: passwordRule.requireLowercase,
    requireUppercase: passwordRule.requireUppercase,
    requireSymbols: passwordRule.requireSymbols,
  },
} as const;

export type CognitoTrigger = 'preSignUp' | 'postConfirmation' | 'customMessage' | 'preTokenGeneration';

const trigger = (file: string, grants: Grants): FunctionDecl => ({
  entry: `functions/auth/triggers/${file}.ts`,
  // Cognito waits 5 seconds for a trigger, then fails the user's call.
  timeoutSeconds: 5,
  memoryMb: 256,
  grants,
  // Sign-up and sign-in wait for these: reserved, so a flood on the API cannot take their concurrency.
  reservedConcurrency: 5,
});

/**
 * The user pool's Lambda triggers (the `auth` group). They live in the stateful stack beside the pool
 * (a pool naming functions of the stateless stack would tie the stacks in a cycle); locally
 * cognito-local invokes them through the runtime's Lambda invoke endpoint.
 */
export const cognitoTriggers: Record<CognitoTrigger, FunctionDecl> = {
  preSignUp: trigger('pre-sign-up', { table: 'readWrite' }),
  postConfirmation: trigger('post-confirmation', { table: 'readWrite' }),
  customMessage: trigger('custom-message', {}),
  preTokenGeneration: trigger('pre-token-generation', { table: 'read', userPool: 'getUser' }),
};

export const eventBus = { name: 'shop' } as const;

/** An EventBridge event pattern (JSON). */
export type EventPattern = Record<string, unknown>;

export interface RuleDecl {
  name: string;
  pattern: EventPattern;
  queue: { name: string; batchSize: number; maxReceiveCount: number };
  consumer: FunctionDecl;
}

const consumer = (entry: string, grants: Grants): FunctionDecl => ({
  entry,
  timeoutSeconds: 10,
  memoryMb: 256,
  grants,
});

/** SQS visibility timeout: at least 6× the consumer's timeout, as AWS advises for Lambda sources. */
export const visibilityTimeoutSeconds = (rule: RuleDecl): number => rule.consumer.timeoutSeconds * 6;

/** A month of a million orders is a few hundred MB of CSV and Parquet on the exporter's disk before it is put. */
const exportDiskMb = 4096;

export const rules: RuleDecl[] = [
  {
    name: 'newsletter-confirmation',
    pattern: { source: ['shop.cms'], 'detail-type': ['newsletter.signup-requested'] },
    queue: { name: 'newsletter-confirmation', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-newsletter-confirmation.ts', {
      table: 'readWrite',
      mail: true,
    }),
  },
  {
    // Re-publishes the search index and re-renders the changed product's pages (batch of 1: each run reads the whole catalogue).
    name: 'catalogue-publish',
    pattern: { source: ['shop.cms'], 'detail-type': ['catalogue.product-changed'] },
    queue: { name: 'catalogue-publish', batchSize: 1, maxReceiveCount: 5 },
    consumer: {
      ...consumer('events/consumers/publish-catalogue.ts', {
        table: 'readWrite',
        documents: 'readWrite',
        site: 'readWrite',
      }),
      timeoutSeconds: 60,
      memoryMb: 1024,
    },
  },
  {
    name: 'availability-notifications',
    pattern: { source: ['shop.cms'], 'detail-type': ['catalogue.product-changed'] },
    queue: { name: 'availability-notifications', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-availability-notifications.ts', {
      table: 'readWrite',
      mail: true,
    }),
  },
  {
    name: 'delivery-time-questions',
    pattern: { source: ['shop.cms'], 'detail-type': ['catalogue.delivery-time-asked'] },
    queue: { name: 'delivery-time-questions', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-delivery-time-question.ts', {
      table: 'readWrite',
      mail: true,
    }),
  },
  {
    name: 'form-mails',
    pattern: { source: ['shop.cms'], 'detail-type': ['form.submitted'] },
    queue: { name: 'form-mails', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-form-mails.ts', { table: 'readWrite', mail: true }),
  },
  {
    name: 'order-confirmation',
    pattern: { source: ['shop.orders'], 'detail-type': ['order.placed'] },
    queue: { name: 'order-confirmation', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-order-confirmation.ts', { table: 'readWrite', mail: true }),
  },
  {
    // A payment's notification (issue 13 part 1), put on the bus by the notification route once its
    // sign and payment checked (storage first): verified at the provider and the payment settled once.
    name: 'payment-notifications',
    pattern: { source: ['shop.payments'], 'detail-type': ['payment.notified'] },
    queue: { name: 'payment-notifications', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/settle-payment-notification.ts', {
      table: 'readWrite',
      paymentProviderSecret: true,
    }),
  },
  {
    // A cancelled or returned order: its online payments refunded, its invoice corrected to zero (KOR).
    name: 'order-refunds',
    pattern: { source: ['shop.orders'], 'detail-type': ['order.status-changed'] },
    queue: { name: 'order-refunds', batchSize: 5, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/refund-cancelled-order.ts', {
      table: 'readWrite',
      paymentProviderSecret: true,
    }),
  },
  {
    // Credit and leasing orders (methods 11 and 12) to the financing partner, whose decision is booked.
    name: 'order-financing',
    pattern: {
      source: ['shop.orders'],
      'detail-type': ['order.placed'],
      detail: { data: { paymentMethod: [paymentMethodIds.credit, paymentMethodIds.leasing] } },
    },
    queue: { name: 'order-financing', batchSize: 5, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/apply-for-financing.ts', { table: 'readWrite' }),
  },
  {
    name: 'financing-declined-mail',
    pattern: { source: ['shop.orders'], 'detail-type': ['order.financing-declined'] },
    queue: { name: 'financing-declined-mail', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-financing-declined-mail.ts', {
      table: 'readWrite',
      mail: true,
    }),
  },
  {
    name: 'order-status-mail',
    pattern: { source: ['shop.orders'], 'detail-type': ['order.status-changed'] },
    queue: { name: 'order-status-mail', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-order-status-mail.ts', { table: 'readWrite', mail: true }),
  },
  {
    // The invoice's PDF on its issue, again when issued offline (KOD II) and once KSeF numbered it
    // (pdfkit: more memory and time).
    name: 'invoice-pdf',
    pattern: {
      source: ['shop.payments'],
      'detail-type': ['invoice.issued', 'invoice.ksef-offline', 'invoice.ksef-accepted'],
    },
    queue: { name: 'invoice-pdf', batchSize: 5, maxReceiveCount: 5 },
    consumer: {
      // The offline certificate's key signs KOD II on an offline invoice's PDF.
      ...consumer('events/consumers/render-invoice-pdf.ts', {
        table: 'readWrite',
        documents: 'readWrite',
        ksefSecret: true,
      }),
      timeoutSeconds: 30,
      memoryMb: 1024,
      nodeModules: ['pdfkit', 'dejavu-fonts-ttf'],
    },
  },
  {
    // Each issued invoice to KSeF (issue 13 part 7); KSeF's polls and 429 waits need time.
    name: 'invoice-ksef',
    pattern: { source: ['shop.payments'], 'detail-type': ['invoice.issued'] },
    queue: { name: 'invoice-ksef', batchSize: 5, maxReceiveCount: 5 },
    consumer: {
      ...consumer('events/consumers/send-invoice-to-ksef.ts', {
        table: 'readWrite',
        documents: 'readWrite',
        ksefSecret: true,
      }),
      timeoutSeconds: 120,
    },
  },
  {
    // Invoices (issue 13 part 7): an order's VAT invoice once its payment settled (a payment by an
    // invoice's guid booked on it), or at placement, unpaid, for deferred payment. One rule, one queue:
    // each detail type comes from one source only, so the pattern matches exactly these two events.
    name: 'issue-invoice',
    pattern: { source: ['shop.payments', 'shop.orders'], 'detail-type': ['payment.settled', 'order.placed'] },
    queue: { name: 'issue-invoice', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/issue-invoice.ts', { table: 'readWrite' }),
  },
  {
    // An order's Microsoft 365 subscriptions (issue 15 part 3), recorded when it goes to realization:
    // paid (status-changed) or placed on terms that pay later (placed); only orders that hold any, so
    // the shop's other orders never queue before them.
    name: 'order-subscriptions',
    pattern: {
      source: ['shop.orders'],
      'detail-type': ['order.placed', 'order.status-changed'],
      detail: { data: { microsoftSubscriptions: [true] } },
    },
    queue: { name: 'order-subscriptions', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/record-subscriptions.ts', { table: 'readWrite' }),
  },
  {
    // A subscription's provisioning at Partner Center: polls until Microsoft provisioned it (up to 3
    // minutes), so one at a time with time to spare; while Microsoft does not answer the event comes
    // again (provisioningRetries in functions/use-cases/csp/provision-subscription.ts, fewer than the
    // receives; test/infra/template.test.ts holds both apart).
    name: 'subscription-provisioning',
    pattern: { source: ['shop.csp'], 'detail-type': ['subscription.provisioning-requested'] },
    queue: { name: 'subscription-provisioning', batchSize: 1, maxReceiveCount: 6 },
    consumer: {
      ...consumer('events/consumers/provision-subscription.ts', {
        table: 'readWrite',
        partnerCenterSecret: true,
      }),
      timeoutSeconds: 240,
    },
  },
  {
    // A subscription's money back (cancelled, licences taken away): its term's invoice corrected (KOR),
    // the KOR's gross refunded.
    name: 'subscription-refunds',
    pattern: { source: ['shop.csp'], 'detail-type': ['subscription.refund-due'] },
    queue: { name: 'subscription-refunds', batchSize: 5, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/refund-subscription.ts', {
      table: 'readWrite',
      paymentProviderSecret: true,
    }),
  },
  {
    name: 'renewal-offer-mail',
    pattern: { source: ['shop.csp'], 'detail-type': ['subscription.renewal-offered'] },
    queue: { name: 'renewal-offer-mail', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-renewal-offer-mail.ts', { table: 'readWrite', mail: true }),
  },
  {
    name: 'provisioning-failed-mail',
    pattern: { source: ['shop.csp'], 'detail-type': ['subscription.provisioning-failed'] },
    queue: { name: 'provisioning-failed-mail', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-provisioning-failed-mail.ts', {
      table: 'readWrite',
      mail: true,
    }),
  },
  {
    // An on-demand finance export (issue 17): a range of up to a year streamed page by page to the
    // exports bucket, so one at a time with time; a failed run is received again and starts over.
    name: 'export-run',
    pattern: { source: ['shop.reports'], 'detail-type': ['export.requested'] },
    queue: { name: 'export-run', batchSize: 1, maxReceiveCount: 3 },
    consumer: {
      ...consumer('events/consumers/run-export.ts', { table: 'readWrite', exports: 'readWrite' }),
      timeoutSeconds: 900,
      memoryMb: 512,
      ephemeralStorageMb: exportDiskMb,
    },
  },
  {
    name: 'live-push',
    pattern: { detail: { topics: [{ exists: true }] } },
    queue: { name: 'live-push', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/push-live-status.ts', { table: 'readWrite', live: true }),
  },
];

/** Reads the table's stream and puts outbox items on the bus. */
export const outboxPublisher: FunctionDecl & { batchSize: number; maxRetries: number; filter: EventPattern } =
  {
    entry: 'events/outbox/publish.ts',
    timeoutSeconds: 30,
    memoryMb: 256,
    grants: { table: 'readWrite', events: true },
    batchSize: 25,
    maxRetries: 10,
    /** Lambda event filter (EventBridge pattern syntax): only new outbox items reach the publisher. */
    filter: { eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: [{ prefix: 'OUTBOX#' }] } } } },
  };

export interface ScheduleDecl {
  name: string;
  /** EventBridge Scheduler expression: `rate(5 minutes)` or `cron(min hour dom month dow year)`. */
  expression: string;
  /** Retries of a failed run; the next run comes soon anyway, so a few are enough. */
  retryAttempts: number;
  target: FunctionDecl;
}

export const schedules: ScheduleDecl[] = [
  {
    // Invoices issued offline while KSeF was unavailable, sent within the legal deadline (issue 13 part 7).
    name: 'resend-offline-invoices',
    expression: 'rate(15 minutes)',
    retryAttempts: 2,
    target: {
      entry: 'events/schedules/resend-offline-invoices.ts',
      timeoutSeconds: 300,
      memoryMb: 256,
      grants: { table: 'readWrite', documents: 'readWrite', ksefSecret: true },
    },
  },
  {
    // Safety net behind the stream: republishes outbox items the publisher could not deliver.
    name: 'outbox-sweep',
    expression: 'rate(5 minutes)',
    retryAttempts: 2,
    target: {
      entry: 'events/outbox/sweep.ts',
      timeoutSeconds: 60,
      memoryMb: 256,
      grants: { table: 'readWrite', events: true },
    },
  },
  {
    // Issue 13 part 8: payments still registered past their time limit are asked for their status at
    // the provider, then settled or expired (a lost notification loses no payment).
    name: 'reconcile-payments',
    expression: 'rate(5 minutes)',
    retryAttempts: 2,
    target: {
      entry: 'functions/payments/reconcile-payments.ts',
      timeoutSeconds: 60,
      memoryMb: 256,
      grants: { table: 'readWrite', paymentProviderSecret: true },
    },
  },
  {
    // Issue 13 part 4: a free trial whose month ended gets its next month as an order, charged to the
    // buyer's saved card off-session.
    name: 'convert-ended-trials',
    expression: 'rate(1 hour)',
    retryAttempts: 2,
    target: {
      entry: 'functions/payments/convert-ended-trials.ts',
      timeoutSeconds: 120,
      memoryMb: 256,
      grants: { table: 'readWrite', paymentProviderSecret: true },
    },
  },
  {
    // Issue 15 part 5: Microsoft 365 subscriptions whose term ended, renewed by Microsoft, get the next
    // term as an order charged to the default saved card; a run catches up the two months before. Hourly:
    // a run stops starting renewals near its timeout, and a day with thousands due finishes in the next.
    name: 'renew-subscriptions',
    expression: 'cron(30 * * * ? *)',
    retryAttempts: 2,
    target: {
      entry: 'functions/csp/renew-subscriptions.ts',
      timeoutSeconds: 900,
      memoryMb: 512,
      grants: { table: 'readWrite', paymentProviderSecret: true, partnerCenterSecret: true },
    },
  },
  {
    // Issue 15 part 4, the sales opportunity: subscriptions that will not renew by themselves and end
    // within two weeks are offered their renewal by mail, with their invoice's link, once per term.
    name: 'offer-renewals',
    expression: 'cron(0 8 * * ? *)',
    retryAttempts: 2,
    target: {
      entry: 'functions/csp/offer-renewals.ts',
      timeoutSeconds: 300,
      memoryMb: 256,
      grants: { table: 'readWrite' },
    },
  },
  {
    // Issue 17 part 1: each of the last week's days without a done finance export written to the
    // exports bucket (a day's run catches up the days runs missed).
    name: 'daily-exports',
    expression: 'cron(15 1 * * ? *)',
    retryAttempts: 2,
    target: {
      entry: 'functions/reports/daily-exports.ts',
      timeoutSeconds: 900,
      memoryMb: 512,
      grants: { table: 'readWrite', exports: 'readWrite' },
      ephemeralStorageMb: exportDiskMb,
    },
  },
  {
    // Issue 17 parts 1 and 2: each of the last three months without a done export, with its sales VAT
    // register; daily, so a month missed on the 1st is written the next day.
    name: 'monthly-exports',
    expression: 'cron(45 1 * * ? *)',
    retryAttempts: 2,
    target: {
      entry: 'functions/reports/monthly-exports.ts',
      timeoutSeconds: 900,
      memoryMb: 512,
      grants: { table: 'readWrite', exports: 'readWrite' },
      ephemeralStorageMb: exportDiskMb,
    },
  },
];

export const websocket = {
  stage: 'live',
  /** `$request.body.action` selects the route; each route maps to the same function. */
  routes: ['$connect', '$disconnect', 'subscribe'],
  function: {
    entry: 'functions/live/handler.ts',
    timeoutSeconds: 10,
    memoryMb: 256,
    grants: { table: 'readWrite', live: true },
  } satisfies FunctionDecl,
  /** AWS closes idle sockets after 10 min and any socket after 2 h; connection records expire with it. */
  connectionTtlSeconds: websocketConnectionTtlSeconds,
} as const;

/** Every function of the stateless stack, for bundling and parity checks (triggers: `cognitoTriggers`). */
export const allFunctions = (): FunctionDecl[] => [
  ...api,
  ...rules.map((r) => r.consumer),
  outboxPublisher,
  ...schedules.map((s) => s.target),
  websocket.function,
];
