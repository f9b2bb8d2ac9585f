import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import {
  type Agreement,
  agreementSchema,
  type Cart,
  type Customer,
  newCartSchema,
  newCustomerSchema,
  type PartnerCenterErrorName,
  type PartnerOrder,
  partnerCenterErrors,
  type Subscription,
  subscriptionPatchSchema,
} from '#functions/lib/partner-center/partner-center-contract';
import { billingAllowed, termEnd } from '#shared/microsoft/nce-terms';
import { readText } from '../../read-body';
import {
  customerAgreementTemplate,
  foreignTenants,
  offerNames,
  partnerTenantId,
  simulatorCredentials,
} from './partner-center-fixtures';
import {
  quantityOf,
  rolledTo,
  type StoredSubscription,
  statusOf,
  subscriptionView,
  withoutSeats,
} from './simulated-subscription';
import type { SimulatorStore } from './simulator-store';

// Partner Center's REST API (v1, new commerce) as microsoft.md documents it, for `npm start` and the
// tests, with its token endpoint: the shop's own adapter (functions/lib/partner-center/) runs against
// it unchanged. It provisions asynchronously (0 to 3 minutes at Microsoft, seconds here, settable),
// limits each customer to 500 calls a minute, takes MS-RequestId as the idempotency key of its
// creating calls, and can be told to fail, throttle or hang the next calls (README.md).

/** A tenant as the rest of Microsoft's cloud learns of it (the Graph simulator's directory). */
export interface SimulatedTenantInfo {
  tenantId: string;
  domain: string;
  companyName: string;
  country: string;
}

/** A subscription as the tenant's directory counts its licences. */
export interface SimulatedSubscriptionInfo {
  offerId: string;
  quantity: number;
  status: Subscription['status'];
}

export interface PartnerCenterSimulatorOptions {
  store: SimulatorStore;
  /**
   * Told of every tenant: each one created, and all known at the first call after a start (the seeded
   * ones and, with data kept, those created before), so the tenants' directory knows them too.
   */
  onTenant?: (tenant: SimulatedTenantInfo) => void;
  /**
   * Told of a tenant's subscriptions (offer, seats, status now) whenever one is bought, changed or read,
   * and of every tenant's at the first call after a start: the directory's licences follow them.
   */
  onSubscriptions?: (tenantId: string, subscriptions: SimulatedSubscriptionInfo[]) => void;
  /** Provisioning delay of a new subscription, drawn from this range (ms). */
  provisioningMs?: { min: number; max: number };
  now?: () => Date;
}

interface StoredCustomer {
  tenantId: string;
  domain: string;
  companyName: string;
  country: string;
  /** none → authorised (the admin accepted our request) → reseller (confirmed); ours from the start when we created it. */
  relationship: 'none' | 'authorised' | 'reseller';
  agreements: Agreement[];
}

interface StoredCart extends Cart {
  orderId?: string;
}

interface Switches {
  fail: number;
  throttle: number;
  hang: number;
  hangMs: number;
  /** The next n changes (PATCH) are made, or refused, as asked, but their answers are lost: 504. */
  loseChanges: number;
  /** The next n changes are made, or refused, as asked, their answers held until `release`. */
  holdChanges: number;
}

/** The switches of a Partner Center that answers every call normally (its state at start). */
export const partnerCenterAnswersNormally: Switches = {
  fail: 0,
  throttle: 0,
  hang: 0,
  hangMs: 35_000,
  loseChanges: 0,
  holdChanges: 0,
};

const callsPerMinute = 500;
const cartLifetimeMs = 7 * 24 * 3_600_000;
/**
 * A domain prefix Microsoft takes: lowercase letters and digits, at most 30 (microsoft.md 3.1: no
 * official length; the spec's 30 until Partner Center's sandbox says otherwise).
 */
const prefixPattern = /^[a-z0-9]{1,30}$/;
const restrictedNames = new Set(['llc', 'inc', 'ltd', 'gmbh', 'sp. z o.o.']);

const send = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) =>
  void res
    .writeHead(status, { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers })
    .end(body === undefined ? undefined : JSON.stringify(body));

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly errorName: PartnerCenterErrorName,
    description: string,
  ) {
    super(description);
  }
}
const refuse = (status: number, errorName: PartnerCenterErrorName, description: string): never => {
  throw new Refusal(status, errorName, description);
};

const parsed = <T>(schema: z.ZodMiniType<T>, text: string | undefined): T => {
  try {
    const result = schema.safeParse(JSON.parse(text ?? ''));
    if (result.success) return result.data;
    return refuse(400, 'InvalidRequest', result.error.issues.map((issue) => issue.path.join('.')).join(', '));
  } catch (error) {
    if (error instanceof Refusal) throw error;
    return refuse(400, 'InvalidRequest', 'The request body is not JSON.');
  }
};

/** Partner Center's name check (validate-names-addresses, 5 Feb 2024). */
const validCompanyName = (name: string) =>
  name.trim().length > 1 &&
  /[\p{L}\p{N}]/u.test(name) &&
  !restrictedNames.has(name.trim().toLowerCase()) &&
  !/^(.)\1{2,}$/u.test(name.trim());

const postalCodes: Record<string, RegExp> = { PL: /^\d{2}-\d{3}$/, DE: /^\d{5}$/, CZ: /^\d{3} ?\d{2}$/ };

export const partnerCenterSimulator = (base: string, options: PartnerCenterSimulatorOptions) => {
  const { store } = options;
  const provisioning = options.provisioningMs ?? { min: 0, max: 3000 };
  let clockOffsetMs = 0;
  const now = () => new Date((options.now?.() ?? new Date()).getTime() + clockOffsetMs);
  const switches: Switches = { ...partnerCenterAnswersNormally };
  /** The held answers of changes, each sent when released. */
  const held: (() => void)[] = [];
  const issuedTokens = new Set<string>();
  const calls = new Map<string, number[]>();
  let seeded: Promise<void> | undefined;
  const tell = ({ tenantId, domain, companyName, country }: StoredCustomer) =>
    options.onTenant?.({ tenantId, domain, companyName, country });
  /**
   * The tenant's subscriptions as they stand at `at`, told to the directory. A call answers from the
   * same instant it tells, so what it reports active the tenant's Graph already lists.
   */
  const tellSubscriptions = async (tenantId: string, at: Date) => {
    if (!options.onSubscriptions) return;
    const stored = await store.list<StoredSubscription>(`subscription#${tenantId}`);
    options.onSubscriptions(
      tenantId,
      stored.map((subscription) => {
        const rolled = rolledTo(subscription, at);
        return { offerId: rolled.offerId, quantity: quantityOf(rolled), status: statusOf(rolled, at) };
      }),
    );
  };
  const seed = () => {
    seeded ??= Promise.all(
      foreignTenants.map(async (tenant) => {
        const customer: StoredCustomer = { ...tenant, relationship: 'none', agreements: [] };
        await store.putIfAbsent('domain', tenant.domain, { tenantId: tenant.tenantId });
        await store.putIfAbsent('customer', tenant.tenantId, customer);
      }),
    ).then(async () => {
      for (const customer of await store.list<StoredCustomer>('customer')) {
        tell(customer);
        await tellSubscriptions(customer.tenantId, now());
      }
    });
    return seeded;
  };

  const customerView = (customer: StoredCustomer): Customer => ({
    id: customer.tenantId,
    companyProfile: {
      tenantId: customer.tenantId,
      domain: customer.domain,
      companyName: customer.companyName,
    },
    relationshipToPartner: customer.relationship === 'reseller' ? 'reseller' : 'none',
  });

  /** A customer of ours: created by us, or one whose admin accepted our relationship. */
  const ourCustomer = async (tenantId: string) => {
    const customer = await store.get<StoredCustomer>('customer', tenantId);
    if (!customer || customer.relationship === 'none')
      return refuse(404, 'CustomerNotFound', `Customer ${tenantId} was not found.`);
    return customer;
  };
  /** A stored subscription as it is now (renewed at its term's end), kept so. */
  const rolledOf = async (tenantId: string, stored: StoredSubscription, at: Date) => {
    const rolled = rolledTo(stored, at);
    if (rolled !== stored) await store.put(`subscription#${tenantId}`, stored.id, rolled);
    return rolled;
  };
  const subscriptionOf = async (tenantId: string, id: string, at: Date) => {
    const stored = await store.get<StoredSubscription>(`subscription#${tenantId}`, id);
    if (!stored) return refuse(404, 'SubscriptionNotFound', `Subscription ${id} was not found.`);
    const rolled = await rolledOf(tenantId, stored, at);
    await tellSubscriptions(tenantId, at);
    return rolled;
  };
  const orderView = async (tenantId: string, order: PartnerOrder, at: Date): Promise<PartnerOrder> => {
    const subscriptions = await Promise.all(
      order.lineItems.map((line) => subscriptionOf(tenantId, line.subscriptionId, at)),
    );
    const pending = subscriptions.some((subscription) => statusOf(subscription, at) === 'pending');
    return { ...order, status: pending ? 'pending' : 'completed' };
  };

  /** A creating call's answer, kept under its MS-RequestId so a retry gets the same one. */
  const once = async (
    req: IncomingMessage,
    create: () => Promise<[number, unknown]>,
  ): Promise<[number, unknown]> => {
    const requestId = req.headers['ms-requestid'];
    if (typeof requestId !== 'string') return create();
    const earlier = await store.get<[number, unknown]>('request', requestId);
    if (earlier) return earlier;
    const answer = await create();
    await store.put('request', requestId, answer);
    return answer;
  };

  const createCustomer = async (text: string | undefined): Promise<[number, unknown]> => {
    const request = parsed(newCustomerSchema, text);
    const domain = request.companyProfile.domain.toLowerCase();
    const prefix = domain.replace(/\.onmicrosoft\.com$/, '');
    if (prefix === domain || !prefixPattern.test(prefix))
      refuse(400, 'InvalidRequest', 'The domain prefix must be 1 to 30 lowercase letters or digits.');
    const { companyName, defaultAddress } = request.billingProfile;
    if (!validCompanyName(companyName)) refuse(400, 'InvalidRequest', 'The company name is not allowed.');
    const postal = postalCodes[defaultAddress.country];
    if (postal && !postal.test(defaultAddress.postalCode))
      refuse(400, 'InvalidAddress', 'The address could not be validated.');
    const tenantId = randomUUID();
    if (!(await store.putIfAbsent('domain', domain, { tenantId })))
      refuse(409, 'DomainTaken', `The domain ${domain} is already in use.`);
    const customer: StoredCustomer = {
      tenantId,
      domain,
      companyName,
      country: defaultAddress.country,
      relationship: 'reseller',
      agreements: [],
    };
    await store.put('customer', tenantId, customer);
    tell(customer);
    const password = `${randomBytes(9).toString('base64url')}A1!`;
    return [201, { ...customerView(customer), userCredentials: { userName: `admin@${domain}`, password } }];
  };

  const createCart = async (tenantId: string, text: string | undefined): Promise<[number, unknown]> => {
    await ourCustomer(tenantId);
    const request = parsed(newCartSchema, text);
    for (const line of request.lineItems) {
      const productId = line.catalogItemId.split(':')[0] ?? '';
      if (!offerNames.has(productId))
        refuse(400, 'InvalidRequest', `Unknown catalog item ${line.catalogItemId}.`);
      if (!billingAllowed(line.termDuration, line.billingCycle))
        refuse(400, 'InvalidRequest', `A ${line.termDuration} term cannot be billed ${line.billingCycle}.`);
    }
    const created = now();
    const cart: StoredCart = {
      id: randomUUID(),
      creationTimestamp: created.toISOString(),
      expirationTimestamp: new Date(created.getTime() + cartLifetimeMs).toISOString(),
      lineItems: request.lineItems,
    };
    await store.put(`cart#${tenantId}`, cart.id, cart);
    return [201, cart];
  };

  const checkout = async (tenantId: string, cartId: string) => {
    const customer = await ourCustomer(tenantId);
    const cart = await store.get<StoredCart>(`cart#${tenantId}`, cartId);
    if (!cart) return refuse(404, 'InvalidRequest', `Cart ${cartId} was not found.`);
    // Idempotent: a repeated checkout answers the order the first one made.
    if (cart.orderId) {
      const order = await store.get<PartnerOrder>(`order#${tenantId}`, cart.orderId);
      if (order) return { orders: [await orderView(tenantId, order, now())], orderErrors: [] };
    }
    const at = now();
    if (at.getTime() >= Date.parse(cart.expirationTimestamp))
      refuse(400, 'CartExpired', 'The cart has expired.');
    if (!customer.agreements.length)
      refuse(400, 'AgreementMissing', 'The customer has not accepted the Microsoft Customer Agreement.');
    const orderId = randomUUID();
    const lines = await Promise.all(
      cart.lineItems.map(async (line, index) => {
        const start = at.toISOString();
        const delay = provisioning.min + Math.random() * (provisioning.max - provisioning.min);
        const subscription: StoredSubscription = {
          id: randomUUID(),
          tenantId,
          offerId: line.catalogItemId,
          offerName: offerNames.get(line.catalogItemId.split(':')[0] ?? '') ?? line.catalogItemId,
          orderId,
          creationDate: start,
          provisionedAt: new Date(at.getTime() + delay).toISOString(),
          termStart: start,
          termEnd: termEnd(start, line.termDuration),
          termDuration: line.termDuration,
          billingCycle: line.billingCycle,
          autoRenewEnabled: true,
          batches: [{ quantity: line.quantity, at: start }],
          scheduled: null,
        };
        await store.put(`subscription#${tenantId}`, subscription.id, subscription);
        return {
          lineItemNumber: index,
          offerId: line.catalogItemId,
          subscriptionId: subscription.id,
          quantity: line.quantity,
          termDuration: line.termDuration,
          billingCycle: line.billingCycle,
        };
      }),
    );
    const order: PartnerOrder = {
      id: orderId,
      referenceCustomerId: tenantId,
      creationDate: at.toISOString(),
      status: 'pending',
      lineItems: lines,
    };
    await store.put(`order#${tenantId}`, orderId, order);
    await store.put(`cart#${tenantId}`, cartId, { ...cart, orderId });
    await tellSubscriptions(tenantId, at);
    return { orders: [await orderView(tenantId, order, at)], orderErrors: [] };
  };

  const patchSubscription = async (tenantId: string, id: string, text: string | undefined) => {
    await ourCustomer(tenantId);
    const patch = parsed(subscriptionPatchSchema, text);
    const at = now();
    let subscription = await subscriptionOf(tenantId, id, at);
    const active = statusOf(subscription, at) === 'active';
    const view = subscriptionView(subscription, at);
    if (patch.status === 'deleted') {
      if (!view.cancellationAllowedUntilDate)
        refuse(400, 'ChangeWindowClosed', 'The subscription can no longer be cancelled.');
      subscription = { ...subscription, cancelledAt: at.toISOString() };
    }
    if (patch.quantity !== undefined && patch.quantity !== quantityOf(subscription)) {
      if (!active) refuse(400, 'SubscriptionInactive', 'The subscription is not active.');
      const change = patch.quantity - quantityOf(subscription);
      const changed =
        change > 0
          ? {
              ...subscription,
              batches: [...subscription.batches, { quantity: change, at: at.toISOString() }],
            }
          : withoutSeats(subscription, -change, at);
      if (!changed) return refuse(400, 'ChangeWindowClosed', 'Seats can no longer be reduced in this term.');
      // Any immediate change deletes the changes scheduled for the renewal (3.9).
      subscription = { ...changed, scheduled: null };
    }
    if (patch.autoRenewEnabled !== undefined && patch.autoRenewEnabled !== subscription.autoRenewEnabled) {
      if (!active)
        refuse(400, 'SubscriptionInactive', 'Auto-renew cannot change on an inactive subscription.');
      subscription = { ...subscription, autoRenewEnabled: patch.autoRenewEnabled };
    }
    if (patch.scheduledNextTermInstructions !== undefined) {
      const next = patch.scheduledNextTermInstructions;
      if (!active)
        refuse(400, 'SubscriptionInactive', 'Changes cannot be scheduled on an inactive subscription.');
      if (next && !billingAllowed(next.termDuration, next.billingCycle))
        refuse(400, 'InvalidRequest', `A ${next.termDuration} term cannot be billed ${next.billingCycle}.`);
      subscription = { ...subscription, scheduled: next };
    }
    await store.put(`subscription#${tenantId}`, id, subscription);
    await tellSubscriptions(tenantId, at);
    return subscriptionView(subscription, at);
  };

  const customerList = async (filter: string | null) => {
    const { Value: value } = z
      .object({ Value: z.string() })
      .parse(filter ? JSON.parse(filter) : { Value: '' });
    const customers = (await store.list<StoredCustomer>('customer')).filter(
      (customer) => customer.relationship !== 'none' && customer.domain.startsWith(value.toLowerCase()),
    );
    return { totalCount: customers.length, items: customers.map(customerView) };
  };

  /** The tenant a `/v1/customers/{id}/…` call is about, for the per-customer limit. */
  const limited = (tenantId: string | undefined) => {
    if (!tenantId) return false;
    const minuteAgo = Date.now() - 60_000;
    const recent = (calls.get(tenantId) ?? []).filter((at) => at > minuteAgo);
    recent.push(Date.now());
    calls.set(tenantId, recent);
    return recent.length > callsPerMinute;
  };

  const api = async (
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
    text: string | undefined,
  ) => {
    const method = req.method ?? 'GET';
    const [, version, resource, id, child, childId, action] = path.split('/');
    if (version !== 'v1') return refuse(404, 'InvalidRequest', 'Not found.');
    if (resource === 'domains' && method === 'HEAD' && id) {
      const taken = await store.get('domain', decodeURIComponent(id).toLowerCase());
      return [taken ? 200 : 404, undefined] as const;
    }
    if (resource === 'agreements' && method === 'GET')
      return [200, { totalCount: 1, items: [customerAgreementTemplate] }] as const;
    if (resource !== 'customers') return refuse(404, 'InvalidRequest', 'Not found.');
    if (!id && method === 'GET') return [200, await customerList(query.get('filter'))] as const;
    if (!id && method === 'POST') return once(req, () => createCustomer(text));
    if (id === 'relationshiprequests' && method === 'GET')
      return [
        200,
        {
          url: `https://admin.microsoft.com/Adminportal/Home?invType=ResellerRelationship&partnerId=${partnerTenantId}#/BillingAccounts/partner-invitation`,
        },
      ] as const;
    if (!id) return refuse(404, 'InvalidRequest', 'Not found.');
    if (limited(id))
      return [429, { code: 429, description: 'Too many requests.' }, { 'retry-after': '1' }] as const;
    if (!child && method === 'GET') return [200, customerView(await ourCustomer(id))] as const;
    if (child === 'agreements') {
      const customer = await ourCustomer(id);
      if (method === 'GET')
        return [200, { totalCount: customer.agreements.length, items: customer.agreements }] as const;
      const agreement = parsed(agreementSchema, text);
      if (agreement.templateId !== customerAgreementTemplate.templateId)
        refuse(400, 'InvalidRequest', 'Unknown agreement template.');
      await store.put('customer', id, { ...customer, agreements: [...customer.agreements, agreement] });
      return [201, agreement] as const;
    }
    if (child === 'carts' && !childId && method === 'POST') return once(req, () => createCart(id, text));
    if (child === 'carts' && childId && action === 'checkout' && method === 'POST')
      return [201, await checkout(id, childId)] as const;
    if (child === 'orders' && childId && method === 'GET') {
      await ourCustomer(id);
      const order = await store.get<PartnerOrder>(`order#${id}`, childId);
      if (!order) return refuse(404, 'InvalidRequest', `Order ${childId} was not found.`);
      return [200, await orderView(id, order, now())] as const;
    }
    if (child === 'subscriptions' && !childId && method === 'GET') {
      await ourCustomer(id);
      const stored = await store.list<StoredSubscription>(`subscription#${id}`);
      const at = now();
      const rolled = await Promise.all(stored.map((subscription) => rolledOf(id, subscription, at)));
      await tellSubscriptions(id, at);
      const items = rolled.map((subscription) => subscriptionView(subscription, at));
      return [200, { totalCount: items.length, items }] as const;
    }
    if (child === 'subscriptions' && childId && method === 'GET') {
      await ourCustomer(id);
      const at = now();
      return [200, subscriptionView(await subscriptionOf(id, childId, at), at)] as const;
    }
    if (child === 'subscriptions' && childId && method === 'PATCH')
      return [200, await patchSubscription(id, childId, text)] as const;
    return refuse(404, 'InvalidRequest', 'Not found.');
  };

  const token = async (res: ServerResponse, text: string | undefined) => {
    const form = new URLSearchParams(text ?? '');
    const credentials = simulatorCredentials;
    if (
      form.get('client_id') !== credentials.clientId ||
      form.get('client_secret') !== credentials.clientSecret
    )
      return send(res, 401, {
        error: 'invalid_client',
        error_description: 'AADSTS7000215: Invalid client secret provided.',
      });
    if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== credentials.refreshToken)
      return send(res, 400, {
        error: 'invalid_grant',
        error_description: 'AADSTS70000: The refresh token is invalid.',
      });
    const accessToken = randomBytes(24).toString('base64url');
    issuedTokens.add(accessToken);
    send(res, 200, { token_type: 'Bearer', expires_in: '3600', access_token: accessToken });
  };

  const controls = async (res: ServerResponse, path: string, text: string | undefined) => {
    const body = JSON.parse(text || '{}') as Record<string, unknown>;
    if (path === '/switches') {
      for (const key of ['fail', 'throttle', 'hang', 'hangMs', 'loseChanges', 'holdChanges'] as const)
        if (typeof body[key] === 'number') switches[key] = body[key];
      if (typeof body.provisioningMs === 'number') {
        provisioning.min = body.provisioningMs;
        provisioning.max = body.provisioningMs;
      }
      return send(res, 200, { ...switches, provisioning });
    }
    if (path === '/release') {
      const released = held.splice(0);
      for (const answer of released) answer();
      return send(res, 200, { released: released.length });
    }
    if (path === '/clock' && typeof body.advanceHours === 'number') {
      clockOffsetMs += body.advanceHours * 3_600_000;
      return send(res, 200, { now: now().toISOString() });
    }
    const relationship = path.match(/^\/tenants\/([^/]+)\/relationship$/);
    if (relationship?.[1] && (body.step === 'authorise' || body.step === 'confirm')) {
      const domain = await store.get<{ tenantId: string }>('domain', decodeURIComponent(relationship[1]));
      const customer = domain && (await store.get<StoredCustomer>('customer', domain.tenantId));
      if (!customer) return send(res, 404, { code: 600008, description: 'No such tenant.' });
      const next = body.step === 'authorise' ? 'authorised' : 'reseller';
      if (next === 'reseller' && customer.relationship === 'none')
        return send(res, 409, { code: 800001, description: 'The provider was not authorised first.' });
      await store.put('customer', customer.tenantId, { ...customer, relationship: next });
      return send(res, 200, customerView({ ...customer, relationship: next }));
    }
    send(res, 404);
  };

  const answer = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    await seed();
    const text = await readText(req, res, 64 * 1024);
    const path = url.pathname.slice(base.length);
    if (path.startsWith('/_simulator')) return controls(res, path.slice('/_simulator'.length), text);
    if (/^\/login\/[^/]+\/oauth2\/token$/.test(path) && req.method === 'POST') return token(res, text);
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !issuedTokens.has(bearer))
      return send(res, 401, { code: 401, description: 'Unauthorized.' });
    if (switches.hang > 0) {
      switches.hang -= 1;
      await new Promise((done) => setTimeout(done, switches.hangMs));
      return send(res, 504, { code: 504, description: 'Gateway timeout.' });
    }
    if (switches.throttle > 0) {
      switches.throttle -= 1;
      return send(res, 429, { code: 429, description: 'Too many requests.' }, { 'retry-after': '1' });
    }
    if (switches.fail > 0) {
      switches.fail -= 1;
      return send(res, 500, { code: 500, description: 'Internal server error.' });
    }
    const answered = await api(req, path, url.searchParams, text).catch((error: unknown) => {
      if (!(error instanceof Refusal)) throw error;
      const refusal = {
        code: partnerCenterErrors[error.errorName],
        description: error.message,
        errorName: error.errorName,
      };
      return [error.status, refusal] as const;
    });
    if (req.method === 'PATCH' && switches.loseChanges > 0) {
      switches.loseChanges -= 1;
      return send(res, 504, { code: 504, description: 'Gateway timeout.' });
    }
    if (req.method === 'PATCH' && switches.holdChanges > 0) {
      switches.holdChanges -= 1;
      await new Promise<void>((release) => held.push(release));
    }
    const [status, body, headers] = answered;
    send(res, status, body, headers);
  };

  /** Serves the API under `base`; answers false for any other path. `ready` settles once it has seeded. */
  const simulate = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    if (!url.pathname.startsWith(`${base}/`)) return false;
    answer(req, res, url).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { code: 500, description: String(error) });
    });
    return true;
  };
  return Object.assign(simulate, { ready: seed });
};
