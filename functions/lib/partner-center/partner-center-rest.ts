import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import {
  agreementListSchema,
  agreementMetadataListSchema,
  agreementSchema,
  cartSchema,
  checkoutSchema,
  customerListSchema,
  customerSchema,
  orderSchema,
  type PartnerCenterErrorName,
  partnerCenterErrorSchema,
  partnerCenterErrors,
  relationshipRequestSchema,
  subscriptionListSchema,
  subscriptionSchema,
} from './partner-center-contract';
import { type PartnerCenter, PartnerCenterError, type PartnerCenterFailure } from './port';

// The Partner Center adapter: REST v1 over fetch, each answer checked against the contract. Every call
// carries an MS-RequestId, the same on its retries, which Partner Center takes as the idempotency key
// of a creating call; 429 waits Retry-After, a 5xx, a timeout or no answer backs off and tries again,
// and what still fails becomes a PartnerCenterError the caller can keep its work for.

export interface PartnerCenterRestOptions {
  /** `https://api.partnercenter.microsoft.com`; the simulator's `…/_local/partner-center` locally. */
  endpoint: string;
  token: () => Promise<string>;
  /** Per attempt (Partner Center answers most calls within seconds; checkout may take longer). */
  timeoutMs?: number;
  attempts?: number;
  /** The longest `Retry-After` waited before a retry (a route has seconds, a workflow step minutes). */
  maxRetryAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const failures: Partial<Record<PartnerCenterErrorName, PartnerCenterFailure>> = {
  DomainTaken: 'domain_taken',
  InvalidAddress: 'invalid_address',
  CustomerNotFound: 'not_found',
  SubscriptionNotFound: 'not_found',
  RelationshipMissing: 'relationship_missing',
  AgreementMissing: 'agreement_missing',
  CartExpired: 'cart_expired',
  ChangeWindowClosed: 'window_closed',
  SubscriptionInactive: 'subscription_inactive',
};
const namesByCode = new Map<number, PartnerCenterErrorName>(
  Object.entries(partnerCenterErrors).map(([name, code]) => [code, name as PartnerCenterErrorName]),
);

const failureOf = async (response: Response): Promise<PartnerCenterError> => {
  const body = partnerCenterErrorSchema.safeParse(await response.json().catch(() => undefined));
  const name = body.success ? (body.data.errorName ?? namesByCode.get(body.data.code)) : undefined;
  const named = name ? failures[name as PartnerCenterErrorName] : undefined;
  const failure = named ?? (response.status === 404 ? 'not_found' : 'invalid_request');
  return new PartnerCenterError(
    failure,
    body.success ? body.data.description : `Partner Center answered ${response.status}`,
  );
};

export const partnerCenterRest = (options: PartnerCenterRestOptions): PartnerCenter => {
  const attempts = options.attempts ?? 4;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));

  const send = async (
    method: string,
    path: string,
    body?: unknown,
    requestId: string = randomUUID(),
  ): Promise<Response> => {
    let last: PartnerCenterError | undefined;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (attempt > 0) await sleep(250 * 2 ** (attempt - 1));
      let response: Response;
      try {
        response = await fetch(`${options.endpoint}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${await options.token()}`,
            accept: 'application/json',
            'ms-requestid': requestId,
            'ms-correlationid': randomUUID(),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        if (error instanceof PartnerCenterError && error.failure !== 'unavailable') throw error;
        last = new PartnerCenterError('unavailable', `no answer from Partner Center: ${String(error)}`);
        continue;
      }
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after') ?? '1');
        last = new PartnerCenterError('throttled', 'Partner Center throttled the call');
        await response.body?.cancel();
        await sleep(Math.min(maxRetryAfterMs, (Number.isFinite(seconds) ? seconds : 1) * 1000));
        continue;
      }
      if (response.status >= 500) {
        last = new PartnerCenterError('unavailable', `Partner Center answered ${response.status}`);
        await response.body?.cancel();
        continue;
      }
      return response;
    }
    throw last ?? new PartnerCenterError('unavailable', 'Partner Center did not answer');
  };

  const call = async <T>(
    schema: z.ZodMiniType<T>,
    method: string,
    path: string,
    body?: unknown,
    requestId?: string,
  ) => {
    const response = await send(method, path, body, requestId);
    if (!response.ok) throw await failureOf(response);
    const answer = schema.safeParse(await response.json().catch(() => undefined));
    if (!answer.success)
      throw new PartnerCenterError(
        'unavailable',
        `Partner Center's answer to ${method} ${path} breaks the contract`,
      );
    return answer.data;
  };
  const customer = (tenantId: string) => `/v1/customers/${encodeURIComponent(tenantId)}`;

  return {
    domainAvailable: async (domain) => {
      const response = await send('HEAD', `/v1/domains/${encodeURIComponent(domain)}`);
      if (response.status === 404) return true;
      if (response.ok) return false;
      throw await failureOf(response);
    },
    createCustomer: (request, requestId) => call(customerSchema, 'POST', '/v1/customers', request, requestId),
    getCustomer: (tenantId) => call(customerSchema, 'GET', customer(tenantId)),
    findCustomers: async (prefix) => {
      const filter = JSON.stringify({ Field: 'Domain', Value: prefix, Operator: 'starts_with' });
      const list = await call(
        customerListSchema,
        'GET',
        `/v1/customers?size=100&filter=${encodeURIComponent(filter)}`,
      );
      return list.items;
    },
    relationshipRequestUrl: async () =>
      (await call(relationshipRequestSchema, 'GET', '/v1/customers/relationshiprequests')).url,
    customerAgreementTemplate: async () => {
      const list = await call(
        agreementMetadataListSchema,
        'GET',
        '/v1/agreements?agreementType=MicrosoftCustomerAgreement',
      );
      const latest = [...list.items].sort((a, b) => a.versionRank - b.versionRank)[0];
      if (!latest) throw new PartnerCenterError('unavailable', 'Partner Center lists no customer agreement');
      return { templateId: latest.templateId, agreementLink: latest.agreementLink };
    },
    confirmCustomerAgreement: async (tenantId, agreement) => {
      await call(agreementSchema, 'POST', `${customer(tenantId)}/agreements`, agreement);
    },
    listCustomerAgreements: async (tenantId) =>
      (await call(agreementListSchema, 'GET', `${customer(tenantId)}/agreements`)).items,
    createCart: (tenantId, lines, requestId) =>
      call(
        cartSchema,
        'POST',
        `${customer(tenantId)}/carts`,
        { lineItems: lines.map((line, id) => ({ id, ...line })), partnerOnRecordAttestationAccepted: true },
        requestId,
      ),
    checkoutCart: async (tenantId, cartId) => {
      const result = await call(
        checkoutSchema,
        'POST',
        `${customer(tenantId)}/carts/${encodeURIComponent(cartId)}/checkout`,
      );
      const [order] = result.orders;
      if (!order) throw new PartnerCenterError('invalid_request', 'the checkout made no order');
      return order;
    },
    getOrder: (tenantId, orderId) =>
      call(orderSchema, 'GET', `${customer(tenantId)}/orders/${encodeURIComponent(orderId)}`),
    listSubscriptions: async (tenantId) =>
      (await call(subscriptionListSchema, 'GET', `${customer(tenantId)}/subscriptions`)).items,
    getSubscription: (tenantId, id) =>
      call(subscriptionSchema, 'GET', `${customer(tenantId)}/subscriptions/${encodeURIComponent(id)}`),
    updateSubscription: (tenantId, id, patch) =>
      call(
        subscriptionSchema,
        'PATCH',
        `${customer(tenantId)}/subscriptions/${encodeURIComponent(id)}`,
        patch,
      ),
  };
};
