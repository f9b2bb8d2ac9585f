import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import {
  AuthFlowType,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect } from 'vitest';
import { p24Sign, type SignedValues, type SignKind } from '#functions/lib/payment-provider/przelewy24/sign';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import type { Runtime } from '#infra/local/runtime';
import { demoUsers } from '#infra/local/seed';
import { demoAccount } from '#infra/local/simulators/przelewy24/test-data';
import { api, type RouteDecl } from '#infra/wiring';
import { awaitingStates } from '#shared/catalogue/availability-request';
import { type ErrorCode, errorCatalogue, errorTypeOf } from '#shared/errors';
import { formKinds } from '#shared/forms/form-schemas';
import { sampleForms } from '#shared/forms/sample-forms';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { renderedPagesApi } from '#shared/page-kind';
import { defaultUserSettings } from '#shared/user-settings';
import { type Credentials, mintTokens } from './bad-tokens';
import { profileCompany } from './client-profile';
import type { RawBody } from './hostile-input';
import { signIn, signUpAndIn, startTestRuntime } from './runtime';

// The outside review's attacks, kept (test/integration/attacks-*.test.ts): every route the wiring
// declares, with every method, hostile path parameters, malformed bodies, valid bodies turned hostile
// one field at a time and odd query strings, and every protected route with every kind of bad token.
// Whatever the request, the answer is no 5xx, our error shape (or API Gateway's own), no stack or file
// path, and no markup echoed back; a page rendered per request answers with itself or the not-found
// page, showing no attack's markup. A route declared tomorrow is attacked the day it is declared. The
// attacks are four files, so a run spreads their thousands of requests over its workers.

let runtime: Runtime;
let customerToken: string;
let productId: string;
let tokens: Awaited<ReturnType<typeof mintTokens>>;

/** The attacker's tokens, good and bad (bad-tokens.ts), once `attackTheShop({ tokens: true })` set up. */
export const attackTokens = () => tokens;

export const routes = api.flatMap((group) => group.routes);
export const protectedRoutes = routes.filter((route) => route.access !== 'public');
export const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;
export const routeKey = (route: RouteDecl) => `${route.method} ${route.path}`;
/** The method a request to the route uses: `ANY` routes are sent a POST. */
export const methodOf = (route: RouteDecl) => (route.method === 'ANY' ? 'POST' : route.method);

let mailbox = 0;
/** A new recipient each time, so per-recipient mail limits do not hide the handlers behind 429s. */
const recipient = () => `atak-${++mailbox}@example.com`;

/** The basket's bodies (shared/basket's request schemas), the same under a guest's and a customer's base. */
const basketSamples = (base: string): Record<string, () => Record<string, unknown>> => ({
  [`POST ${base}/items`]: () => ({ productId, quantity: 1 }),
  [`PUT ${base}/items/{productId}`]: () => ({ quantity: 2 }),
  [`PUT ${base}/discount`]: () => ({ code: 'LAPTOP10' }),
  [`PUT ${base}/consents`]: () => ({ newsletter: true }),
});

/** A provider notification with its sign, as the sandbox account would send it. */
const signed = <K extends SignKind>(kind: K, values: SignedValues<K>) => ({
  ...values,
  sign: p24Sign(kind, values, demoAccount.crc),
});

/** A tenant's user as the panel's user form sends her. */
const sampleUser = {
  firstName: 'Jan',
  lastName: 'Kowalski',
  displayName: 'Jan Kowalski',
  usageLocation: 'PL',
  role: 'user',
};

/** A valid body for every route that takes one, to be turned hostile one field at a time. */
export const samples: Record<string, () => Record<string, unknown>> = {
  'POST /api/cms/newsletter': () => ({ email: recipient(), consent: true, language: 'pl' }),
  'POST /api/cms/newsletter/confirmations': () => ({ token: 'A'.repeat(43) }),
  'POST /api/cms/products/{id}/ratings': () => ({ rating: 5 }),
  'POST /api/cms/products/{id}/availability-notifications': () => ({
    email: recipient(),
    consent: true,
    language: 'pl',
  }),
  'POST /api/cms/products/{id}/delivery-time-questions': () => ({
    email: recipient(),
    fullName: 'Jan Kowalski',
    phone: '+48 600 100 200',
    message: 'Kiedy dostawa?\nDziękuję.',
    consent: true,
    language: 'pl',
  }),
  // The forms of shared/forms/, each to a new recipient.
  ...Object.fromEntries(
    formKinds.map((kind) => [
      `POST /api/cms/forms/${kind}`,
      () => ({ ...sampleForms[kind], email: recipient() }),
    ]),
  ),
  // The operations' inbox: the attacker, a customer, is stopped by the staff check before the body is read.
  'POST /api/cms/staff/forms/{kind}/{id}/transitions': () => ({ action: 'take', revision: 0 }),
  'PUT /api/clients/me/settings': () => ({ ...defaultUserSettings }),
  'PUT /api/clients/me/profile': () => ({ fullName: 'Jan Kowalski', phone: '+48600100200' }),
  'PUT /api/clients/me/invoice-data': () => ({ ...profileCompany }),
  'POST /api/clients/me/addresses': () => ({ ...sampleGuestOrderInput.contact }),
  'POST /api/clients/staff/partners': () => ({ email: recipient(), currency: 'PLN' }),
  // The operations' customers: a customer attacking is stopped by the staff check before the body is read.
  'PUT /api/clients/staff/customers/{id}/sign-in': () => ({ blocked: true }),
  'PUT /api/clients/staff/customers/{id}/partner': () => ({ suspended: true }),
  'POST /api/clients/staff/customers/{id}/sign-up-code': () => ({}),
  'PUT /api/clients/staff/customers/{id}/invoice-data': () => ({ ...profileCompany }),
  'POST /api/clients/staff/customers/{id}/partner': () => ({ currency: 'PLN' }),
  'PUT /api/clients/me/addresses/{id}': () => ({ ...sampleGuestOrderInput.contact }),
  'POST /api/orders/orders': () => ({ ...sampleGuestOrderInput }),
  'POST /api/orders/me/orders': () => ({ ...sampleGuestOrderInput, accountType: 'private' }),
  'POST /api/orders/orders/{id}/cancellation': () => ({ token: 'A'.repeat(22) }),
  'POST /api/orders/me/orders/{id}/cancellation': () => ({}),
  'POST /api/orders/staff/orders/{id}/returns': () => ({
    lines: [{ productId: 'dell-dock-wd19s-130w', quantity: 1 }],
  }),
  'POST /api/orders/staff/orders/{id}/transitions': () => ({
    action: 'send',
    carrier: 'dpd',
    trackingNumber: '0000123456789U',
  }),
  ...basketSamples('/api/orders/basket'),
  ...basketSamples('/api/orders/me/basket'),
  'POST /api/orders/me/basket/merge': () => ({}),
  'POST /api/payments/orders/{orderId}/payments': () => ({ method: 'online' }),
  'POST /api/payments/me/orders/{orderId}/payments': () => ({ method: 'blik', blikCode: '777123' }),
  'POST /api/payments/invoices/{guid}/payments': () => ({ method: 'online' }),
  // Signed with the sandbox account's CRC, for a session the shop never registered: refused, unchanged.
  'POST /api/payments/notifications/przelewy24': () =>
    signed('notification', {
      merchantId: demoAccount.merchantId,
      posId: demoAccount.posId,
      sessionId: 'A'.repeat(22),
      amount: 1000,
      originAmount: 1000,
      currency: 'PLN',
      orderId: 1,
      methodId: 25,
      statement: 'p24-A1-B2',
    }),
  'POST /api/payments/notifications/przelewy24/refunds': () => ({
    ...signed('refundNotification', {
      orderId: 1,
      sessionId: 'A'.repeat(22),
      refundsUuid: 'refunds-1',
      merchantId: demoAccount.merchantId,
      amount: 100,
      currency: 'PLN',
      status: 0,
    }),
    requestId: 'request-1',
  }),
  'POST /api/payments/me/cards': () => ({ language: 'pl' }),
  // The route takes an image's bytes, not JSON (test/integration/product-images.test.ts sends it bad
  // images); the attacker, a customer, is stopped by the content staff check before the body is read.
  'POST /api/content/products/{id}/images': () => ({}),
  // A finance export of a past range (test/integration/exports.test.ts sends it bad ranges as finance).
  'POST /api/reports/exports': () => ({ from: '2026-01-01', to: '2026-01-31', decimalComma: true }),
  'PUT /api/payments/me/cards/{cardId}/default': () => ({}),
  // A tenant of its own (partner-center-fixtures.ts): the accounts test links kontoso on a shared runtime.
  'POST /api/csp/me/accounts': () => ({ kind: 'existing', name: 'northwindpl' }),
  'POST /api/csp/me/accounts/{id}/refresh': () => ({}),
  'POST /api/csp/me/accounts/{id}/agreement': () => ({
    firstName: 'Jan',
    lastName: 'Kowalski',
    email: recipient(),
    accepted: true,
  }),
  'POST /api/csp/me/subscriptions/{id}/configuration': () => ({ accountId: 'A'.repeat(22) }),
  'PUT /api/csp/me/subscriptions/{id}/quantity': () => ({ quantity: 3 }),
  'PUT /api/csp/me/subscriptions/{id}/auto-renew': () => ({ autoRenew: false }),
  'PUT /api/csp/me/subscriptions/{id}/renewal': () => ({ quantity: 2 }),
  'POST /api/csp/me/subscriptions/{id}/cancellation': () => ({}),
  'POST /api/csp/me/renewal-offers/{guid}': () => ({
    lines: [{ subscriptionId: '01JD0000000000000000000000-0', quantity: 2 }],
  }),
  'POST /api/csp/me/accounts/{id}/users': () => ({
    ...sampleUser,
    alias: 'jan',
    domain: 'firma.onmicrosoft.com',
  }),
  'PUT /api/csp/me/accounts/{id}/users/{userId}': () => ({ ...sampleUser }),
  'POST /api/csp/me/accounts/{id}/users/{userId}/restore': () => ({}),
  'POST /api/marketplace/staff/allegro/connection': () => ({}),
  'POST /api/marketplace/staff/allegro/connection/check': () => ({}),
  'POST /api/marketplace/staff/allegro/problems/{formId}/import': () => ({}),
  'POST /api/csp/me/accounts/{id}/users/{userId}/password': () => ({}),
  'PUT /api/csp/me/accounts/{id}/users/{userId}/licences': () => ({
    add: ['f245ecc8-75af-4f8e-b61f-27d8114de5f3'],
    remove: [],
  }),
  'PUT /api/csp/me/accounts/{id}/users/{userId}/role': () => ({ role: 'userAdministrator' }),
  // The blog: a demo article's rating; an article by content staff, whose check stops the attacker, a
  // customer, before the body is read (test/integration/blog.test.ts sends it hostile ones, stored
  // sanitized).
  'POST /api/blog/articles/{language}/{link}/ratings': () => ({ rating: 5 }),
  'POST /api/content/articles': () => ({
    language: 'pl',
    link: 'artykul-testowy',
    kind: 'news',
    category: 'company',
    title: 'Tytuł',
    excerpt: 'Zajawka',
    body: '## Treść\n\n[link](/kontakt/)',
    relatedProductIds: [],
  }),
  // The content staff's saves and image edits, and an article's picture (bytes, not JSON): the staff
  // check stops the attacker before the body is read (test/integration/staff-content.test.ts sends
  // them bad ones as content staff).
  'PUT /api/content/articles': () => ({
    language: 'pl',
    link: 'artykul-testowy',
    kind: 'news',
    category: 'company',
    title: 'Tytuł',
    excerpt: 'Zajawka',
    body: '## Treść',
    isNew: true,
  }),
  'PUT /api/content/products/{id}/images/order': () => ({ revision: 1, order: ['0123456789abcdef'] }),
  'PUT /api/content/products/{id}/images/{hash}/alt': () => ({ revision: 1, alt: { pl: 'Opis', en: 'Alt' } }),
  // The product's own prices: a change that changes nothing, so the files sharing the runtime see the seed's.
  'PUT /api/content/products/{id}/prices': () => ({
    prices: demoProducts.find((product) => product.id === productId)?.prices,
  }),
  'POST /api/content/article-pictures': () => ({}),
};
export const bodyRoutes = routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));

/** A real value for each path parameter, so one hostile parameter at a time reaches the handler. */
const parameterValue = (name: string) =>
  ({
    id: productId,
    key: 'about',
    name: 'categories.xml',
    'proxy+': 'no-such-route',
    language: 'pl',
    link: 'sklep-partnerem-roku',
  })[name] ?? 'x';

/** The route's path with `hostile` in parameter `target` and real values in the others. */
export const pathOf = (route: RouteDecl, target?: string, hostile?: string) =>
  route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name === target && hostile !== undefined ? hostile : parameterValue(name),
  );
export const parametersOf = (route: RouteDecl) =>
  [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => String(m[1]));

export interface Attack {
  name: string;
  method: string;
  /** Path and query as sent on the wire, byte for byte. */
  path: string;
  credentials?: Credentials;
  body?: RawBody;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

// Every request comes from its own loopback address (127.0.0.0/8 all reaches 127.0.0.1 on Linux), as
// from a botnet, so per-IP limits do not hide the handlers behind 429s; where the system cannot bind
// such addresses, all come from 127.0.0.1 and the limits' 429s are accepted.
let spreadSources = false;
let requests = 0;
const nextSource = () => {
  const n = requests++;
  return spreadSources ? `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 2}` : undefined;
};

const canBind = (address: string) =>
  new Promise<boolean>((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(0, address, () => server.close(() => done(true)));
  });

/** Sends an attack as is (no URL normalisation) with node:http. */
export const send = ({ method, path, credentials = {}, body }: Attack): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(runtime.siteUrl);
    const headers: Record<string, string> = {};
    if (credentials.authorization !== undefined) headers.authorization = credentials.authorization;
    if (body?.contentType) headers['content-type'] = body.contentType;
    // Node sends a GET's body without a length unless told, which no server can frame.
    if (body) headers['content-length'] = String(Buffer.byteLength(body.body));
    const query = credentials.query ? `${path.includes('?') ? '&' : '?'}${credentials.query}` : '';
    const req = request(
      { hostname, port, method, path: path + query, headers, agent: false, localAddress: nextSource() },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    // A server may answer a too-large body and close before the rest is written: the answer counts.
    req.on('error', reject);
    req.end(body?.body);
  });

const apiGatewayMessages = new Set([
  'Unauthorized',
  'Not Found',
  'Request Entity Too Large',
  'Too Many Requests',
]);
const leak = /\/work\/|node_modules|\.[cm]?[jt]sx?:\d+|\bat [\w.$<>]+ \(/;
const markup = /<script|<svg|onload=/i;

const parse = (text: string): Record<string, unknown> | undefined => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Our error shape with a catalogued code whose status is the answer's, or API Gateway's own answer. */
const isErrorShape = (status: number, body: Record<string, unknown> | undefined) => {
  if (!body) return false;
  if (Object.keys(body).join() === 'message') return apiGatewayMessages.has(String(body.message));
  const code = body.code as ErrorCode;
  const entry = errorCatalogue[code];
  return entry?.status === status && errorTypeOf(code) === body.type && entry.message === body.message;
};

/** The attack's path and query as a handler reads them: percent-decoded where they decode. */
const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * The answer of a page rendered per request (`renderedPagesApi`): a page, or the not-found page with
 * 404, HTML by design; it may show the attack's text, never the attack's markup (`<script>`,
 * `"><svg onload=…>`) as markup.
 */
const pageProblems = (attack: Attack, { status, text }: Answer): string[] => [
  ...(status === 200 || status === 404 ? [] : ['neither the page nor the not-found page']),
  ...(decoded(attack.path).match(/<[a-z][^<>]*>/gi) ?? [])
    .filter((tag) => text.includes(tag))
    .map((tag) => `markup echoed: ${tag}`),
];

/** What is wrong with an answer to an attack; nothing when it is fine. */
export const problemsOf = (attack: Attack, answer: Answer): string[] => {
  const { status, headers, text } = answer;
  const problems: string[] = [];
  if (status >= 500) problems.push('a 5xx');
  if (leak.test(text)) problems.push('a stack trace or file path');
  const type = String(headers['content-type'] ?? '');
  const html = /html/i.test(type);
  if (html)
    problems.push(
      ...(attack.path.startsWith(`${renderedPagesApi}/`) ? pageProblems(attack, answer) : ['HTML']),
    );
  else if (!/json/i.test(type) && markup.test(text)) problems.push('markup echoed');
  if (status >= 400 && attack.method !== 'HEAD' && !html && !isErrorShape(status, parse(text)))
    problems.push('not the error shape');
  return problems.map(
    (problem) => `${attack.name} → ${problem}: ${status} ${type} ${JSON.stringify(text.slice(0, 300))}`,
  );
};

/** Sends the attacks, a few at a time, and lists every problem of every answer. */
export const attack = async (attacks: Attack[], check = problemsOf): Promise<string[]> => {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < attacks.length) {
      const current = attacks[next++] as Attack;
      try {
        problems.push(...check(current, await send(current)));
      } catch (error) {
        problems.push(`${current.name} → no answer: ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  // Handlers run in this process: nothing may have reached Object.prototype.
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  return problems;
};

/** Who the attacker is on a route: the signed-in customer on protected routes, so the handler runs. */
export const credentialsFor = (route: RouteDecl): Credentials =>
  route.access === 'public' ? {} : { authorization: `Bearer ${customerToken}` };

/** A user of another pool on the same cognito-local, signed in: that pool's access token. */
const otherPoolToken = async (runtime: Runtime) => {
  const { client } = runtime.cognito;
  const { UserPool } = await client.send(new CreateUserPoolCommand({ PoolName: 'attackers-pool' }));
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({ UserPoolId: UserPool?.Id, ClientName: 'attackers-client' }),
  );
  const cognito = {
    ...runtime.cognito,
    userPoolId: String(UserPool?.Id),
    clientId: String(UserPoolClient?.ClientId),
  };
  const user = await signUpAndIn({ ...runtime, cognito }, 'atakujacy@example.com');
  expect(decodeJwt(user.accessToken).iss).not.toBe(runtime.cognito.issuer);
  return user.accessToken;
};

/**
 * Sets up a file's attacks: the shared runtime, requests spread over loopback sources, the demo
 * customer signed in, a product to ask about and, with `withTokens`, every kind of bad token.
 */
export const attackTheShop = ({ withTokens = false } = {}) => {
  beforeAll(async () => {
    spreadSources = await canBind('127.1.0.2');
    runtime = await startTestRuntime();
    // The demo customer has a profile in the table, so the clients routes reach their handlers' depths.
    const [attacker, victim] = demoUsers;
    const customer = await signIn(runtime, attacker.email, attacker.password);
    customerToken = customer.accessToken;
    // A product customers may ask about or wait for, so the availability routes run to the end.
    const awaiting = `/api/cms/products?availability=${awaitingStates.join(',')}`;
    productId = (await fetch(`${runtime.siteUrl}${awaiting}`).then((r) => r.json())).items[0].id;

    if (!withTokens) return;
    const { client, clientId } = runtime.cognito;
    const { AuthenticationResult: signedIn } = await client.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
        AuthParameters: { USERNAME: attacker.email, PASSWORD: attacker.password },
      }),
    );
    tokens = await mintTokens({
      accessToken: customer.accessToken,
      idToken: customer.idToken,
      refreshToken: String(signedIn?.RefreshToken),
      otherSub: (await signIn(runtime, victim.email, victim.password)).sub,
      otherPoolAccessToken: await otherPoolToken(runtime),
    });
  }, 60_000);
  afterAll(() => runtime?.stop());
};
