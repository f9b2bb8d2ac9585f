import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foreignTenants } from '#infra/local/simulators/partner-center/partner-center-fixtures';
import { partnerCenterSimulator } from '#infra/local/simulators/partner-center/partner-center-simulator';
import { memoryStore } from '#infra/local/simulators/partner-center/simulator-store';
import { sampleNewCustomer, simulatedPartnerCenter } from '../../../test/support/partner-center';
import { serveSimulator } from '../../../test/support/simulator-server';
import type { NewCustomer } from './partner-center-contract';
import { type PartnerCenter, PartnerCenterError } from './port';

// The adapter against the simulator: the same requests it makes to Partner Center.

let server: Awaited<ReturnType<typeof serveSimulator>>;
let partnerCenter: PartnerCenter;
const base = '/_local/partner-center';
const adapter = (origin: string, options: Parameters<typeof simulatedPartnerCenter>[1] = {}) =>
  simulatedPartnerCenter(`${origin}${base}`, options);
const control = async (path: string, body: object) =>
  (
    await fetch(`${server.origin}${base}/_simulator${path}`, { method: 'POST', body: JSON.stringify(body) })
  ).json() as Promise<Record<string, unknown>>;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'none',
    (error: unknown) => (error instanceof PartnerCenterError ? error.failure : String(error)),
  );

let domainCount = 0;
const newCustomer = (
  overrides: Partial<NewCustomer['billingProfile']> = {},
  domain?: string,
): NewCustomer => {
  domainCount += 1;
  const sample = sampleNewCustomer(domain ?? `testfirma${Date.now() % 100000}${domainCount}.onmicrosoft.com`);
  return { ...sample, billingProfile: { ...sample.billingProfile, ...overrides } };
};
const standardMonthly = 'CFQ7TTC0LDPB:0001:CFQ7TTC0K18P';

/** A customer of ours with the agreement accepted, ready to buy. */
const readyCustomer = async () => {
  const customer = await partnerCenter.createCustomer(newCustomer());
  const template = await partnerCenter.customerAgreementTemplate();
  await partnerCenter.confirmCustomerAgreement(customer.id, {
    primaryContact: { firstName: 'Anna', lastName: 'Nowak', email: 'anna@firma.pl' },
    dateAgreed: new Date().toISOString(),
    templateId: template.templateId,
    type: 'MicrosoftCustomerAgreement',
  });
  return customer.id;
};
const buy = async (tenantId: string, quantity: number, termDuration: 'P1M' | 'P1Y' = 'P1M') => {
  const cart = await partnerCenter.createCart(
    tenantId,
    [{ catalogItemId: standardMonthly, quantity, termDuration, billingCycle: 'monthly' }],
    crypto.randomUUID(),
  );
  const order = await partnerCenter.checkoutCart(tenantId, cart.id);
  const [line] = order.lineItems;
  if (!line) throw new Error('no line');
  return { order, subscriptionId: line.subscriptionId };
};

beforeAll(async () => {
  server = await serveSimulator(
    partnerCenterSimulator(base, { store: memoryStore(), provisioningMs: { min: 0, max: 0 } }),
  );
  partnerCenter = adapter(server.origin);
});
afterAll(() => server.close());

describe('a new tenant', () => {
  it('checks the domain, creates the customer with its admin shown once, and then the domain is taken', async () => {
    const request = newCustomer();
    expect(await partnerCenter.domainAvailable(request.companyProfile.domain)).toBe(true);
    const customer = await partnerCenter.createCustomer(request);
    expect(customer.userCredentials?.userName).toBe(`admin@${request.companyProfile.domain}`);
    expect(customer.userCredentials?.password.length).toBeGreaterThanOrEqual(12);
    expect(customer.relationshipToPartner).toBe('reseller');
    expect(await partnerCenter.domainAvailable(request.companyProfile.domain)).toBe(false);
    const again = await partnerCenter.getCustomer(customer.id);
    expect(again.userCredentials).toBeUndefined();
    expect(await failureOf(partnerCenter.createCustomer(request))).toBe('domain_taken');
  });

  it.each([
    ['a prefix of 31 characters', newCustomer({}, `${'a'.repeat(31)}.onmicrosoft.com`), 'invalid_request'],
    ['a prefix with a dot', newCustomer({}, 'firma.pl.onmicrosoft.com'), 'invalid_request'],
    ['a company name of one repeated character', newCustomer({ companyName: '999' }), 'invalid_request'],
    ['a restricted abbreviation alone', newCustomer({ companyName: 'LLC' }), 'invalid_request'],
  ])('refuses %s', async (_, request, failure) => {
    expect(await failureOf(partnerCenter.createCustomer(request))).toBe(failure);
  });

  it('takes a prefix of 30 characters, as the shop does', async () => {
    const domain = `${'a'.repeat(30)}.onmicrosoft.com`;
    expect((await partnerCenter.createCustomer(newCustomer({}, domain))).companyProfile.domain).toBe(domain);
  });

  it('refuses an address Partner Center cannot validate', async () => {
    const request = newCustomer();
    request.billingProfile.defaultAddress.postalCode = '00850';
    expect(await failureOf(partnerCenter.createCustomer(request))).toBe('invalid_address');
  });
});

describe('linking an existing tenant', () => {
  const [kontoso] = foreignTenants;

  it('tells a tenant that exists without us from a name no tenant has (the domain taken or free)', async () => {
    if (!kontoso) throw new Error('no foreign tenant');
    expect(await partnerCenter.domainAvailable(kontoso.domain)).toBe(false);
    expect(await partnerCenter.domainAvailable('niematakiejfirmy.onmicrosoft.com')).toBe(true);
  });

  it('takes two steps in the customer admin centre: authorise the provider, then confirm', async () => {
    if (!kontoso) throw new Error('no foreign tenant');
    expect(await partnerCenter.relationshipRequestUrl()).toMatch(/^https:\/\/admin\.microsoft\.com\//);
    expect(await failureOf(partnerCenter.getCustomer(kontoso.tenantId))).toBe('not_found');
    expect(await partnerCenter.findCustomers('kontoso')).toEqual([]);
    // Confirming before the provider is authorised is refused.
    const early = await fetch(`${server.origin}${base}/_simulator/tenants/${kontoso.domain}/relationship`, {
      method: 'POST',
      body: JSON.stringify({ step: 'confirm' }),
    });
    expect(early.status).toBe(409);
    await control(`/tenants/${kontoso.domain}/relationship`, { step: 'authorise' });
    expect((await partnerCenter.findCustomers('kontoso')).map((c) => c.relationshipToPartner)).toEqual([
      'none',
    ]);
    await control(`/tenants/${kontoso.domain}/relationship`, { step: 'confirm' });
    expect((await partnerCenter.getCustomer(kontoso.tenantId)).relationshipToPartner).toBe('reseller');
  });
});

describe('buying', () => {
  it('needs the Microsoft Customer Agreement first, then checks out once per cart and provisions', async () => {
    const customer = await partnerCenter.createCustomer(newCustomer());
    const cart = await partnerCenter.createCart(
      customer.id,
      [{ catalogItemId: standardMonthly, quantity: 5, termDuration: 'P1M', billingCycle: 'monthly' }],
      crypto.randomUUID(),
    );
    expect(await failureOf(partnerCenter.checkoutCart(customer.id, cart.id))).toBe('agreement_missing');

    const tenantId = await readyCustomer();
    const { order, subscriptionId } = await buy(tenantId, 5);
    const subscription = await partnerCenter.getSubscription(tenantId, subscriptionId);
    expect(subscription).toMatchObject({
      quantity: 5,
      status: 'active',
      autoRenewEnabled: true,
      termDuration: 'P1M',
    });
    expect(subscription.offerName).toBe('Microsoft 365 Business Standard');
    expect(subscription.cancellationAllowedUntilDate).not.toBeNull();
    expect(subscription.refundableQuantity.totalQuantity).toBe(5);
    expect((await partnerCenter.getOrder(tenantId, order.id)).status).toBe('completed');
    expect((await partnerCenter.listSubscriptions(tenantId)).map((s) => s.id)).toEqual([subscriptionId]);
  });

  it('answers a repeated checkout and a retried cart with the first result', async () => {
    const tenantId = await readyCustomer();
    const requestId = crypto.randomUUID();
    const line = {
      catalogItemId: standardMonthly,
      quantity: 2,
      termDuration: 'P1Y',
      billingCycle: 'annual',
    } as const;
    const cart = await partnerCenter.createCart(tenantId, [line], requestId);
    expect((await partnerCenter.createCart(tenantId, [line], requestId)).id).toBe(cart.id);
    const first = await partnerCenter.checkoutCart(tenantId, cart.id);
    const second = await partnerCenter.checkoutCart(tenantId, cart.id);
    expect(second.id).toBe(first.id);
    expect(await partnerCenter.listSubscriptions(tenantId)).toHaveLength(1);
  });

  it('refuses a one-month term billed annually and an unknown offer', async () => {
    const tenantId = await readyCustomer();
    const bad = [
      { catalogItemId: standardMonthly, quantity: 1, termDuration: 'P1M', billingCycle: 'annual' },
      {
        catalogItemId: 'CFQ7TTC0ZZZZ:0001:CFQ7TTC0K18P',
        quantity: 1,
        termDuration: 'P1M',
        billingCycle: 'monthly',
      },
    ] as const;
    for (const line of bad)
      expect(await failureOf(partnerCenter.createCart(tenantId, [line], crypto.randomUUID()))).toBe(
        'invalid_request',
      );
  });

  it('keeps a new subscription pending while it provisions', async () => {
    await control('/switches', { provisioningMs: 60_000 });
    try {
      const tenantId = await readyCustomer();
      const { order, subscriptionId } = await buy(tenantId, 1);
      expect(order.status).toBe('pending');
      expect((await partnerCenter.getSubscription(tenantId, subscriptionId)).status).toBe('pending');
      expect(
        await failureOf(partnerCenter.updateSubscription(tenantId, subscriptionId, { quantity: 2 })),
      ).toBe('subscription_inactive');
    } finally {
      await control('/switches', { provisioningMs: 0 });
    }
  });
});

describe("the tenant's licences", () => {
  // A clock that moves 10 ms on at every reading, so a provisioning ends in the middle of a request;
  // three provisioning times put its end on each of a read's readings in turn.
  it.each([250, 260, 270])(
    'are told to the directory as of the instant a read answers: an order read completed has its seats there (provisioning %i ms)',
    async (provisioning) => {
      let ticks = 0;
      const start = Date.now();
      const told = new Map<string, { status: string; quantity: number }[]>();
      const moving = await serveSimulator(
        partnerCenterSimulator(base, {
          store: memoryStore(),
          provisioningMs: { min: provisioning, max: provisioning },
          now: () => new Date(start + 10 * ticks++),
          onSubscriptions: (tenantId, subscriptions) => told.set(tenantId, subscriptions),
        }),
      );
      try {
        const outer = partnerCenter;
        partnerCenter = adapter(moving.origin);
        const tenantId = await readyCustomer();
        const { order } = await buy(tenantId, 3);
        for (let read = 0; read < 100; read++) {
          const status = (await partnerCenter.getOrder(tenantId, order.id)).status;
          const seats = told.get(tenantId)?.filter((subscription) => subscription.status === 'active') ?? [];
          expect(seats.length, `read ${read}: order ${status}`).toBe(status === 'completed' ? 1 : 0);
          if (status === 'completed') break;
        }
        partnerCenter = outer;
      } finally {
        await moving.close();
      }
    },
  );
});

describe('seats, cancellation and renewal in the 168-hour windows', () => {
  it('adds seats at once, gives back only seats bought within 168 hours, and keeps the rest', async () => {
    const tenantId = await readyCustomer();
    const { subscriptionId } = await buy(tenantId, 5, 'P1Y');
    expect((await partnerCenter.updateSubscription(tenantId, subscriptionId, { quantity: 3 })).quantity).toBe(
      3,
    );
    await control('/clock', { advanceHours: 100 });
    const added = await partnerCenter.updateSubscription(tenantId, subscriptionId, { quantity: 6 });
    expect(added.refundableQuantity.details.map((d) => d.quantity)).toEqual([3, 3]);
    await control('/clock', { advanceHours: 100 }); // 200 h after the purchase, 100 h after the added seats
    const later = await partnerCenter.getSubscription(tenantId, subscriptionId);
    expect(later.refundableQuantity.totalQuantity).toBe(3);
    expect(later.cancellationAllowedUntilDate).toBeNull();
    expect(await failureOf(partnerCenter.updateSubscription(tenantId, subscriptionId, { quantity: 2 }))).toBe(
      'window_closed',
    );
    expect((await partnerCenter.getSubscription(tenantId, subscriptionId)).quantity).toBe(6);
    expect((await partnerCenter.updateSubscription(tenantId, subscriptionId, { quantity: 3 })).quantity).toBe(
      3,
    );
    expect(
      await failureOf(partnerCenter.updateSubscription(tenantId, subscriptionId, { status: 'deleted' })),
    ).toBe('window_closed');
  });

  it('cancels within the window', async () => {
    const tenantId = await readyCustomer();
    const { subscriptionId } = await buy(tenantId, 2);
    const cancelled = await partnerCenter.updateSubscription(tenantId, subscriptionId, { status: 'deleted' });
    expect(cancelled.status).toBe('deleted');
    expect(
      await failureOf(
        partnerCenter.updateSubscription(tenantId, subscriptionId, { autoRenewEnabled: false }),
      ),
    ).toBe('subscription_inactive');
  });

  it('renews at the term end with the changes scheduled for it, or expires without auto-renew', async () => {
    const tenantId = await readyCustomer();
    const renewing = (await buy(tenantId, 4)).subscriptionId;
    const ending = (await buy(tenantId, 1)).subscriptionId;
    await partnerCenter.updateSubscription(tenantId, renewing, {
      scheduledNextTermInstructions: { quantity: 7, termDuration: 'P1Y', billingCycle: 'monthly' },
    });
    await partnerCenter.updateSubscription(tenantId, ending, { autoRenewEnabled: false });
    await control('/clock', { advanceHours: 32 * 24 });
    const renewed = await partnerCenter.getSubscription(tenantId, renewing);
    expect(renewed).toMatchObject({
      status: 'active',
      quantity: 7,
      termDuration: 'P1Y',
      scheduledNextTermInstructions: null,
    });
    // A renewal opens the window again.
    expect(renewed.refundableQuantity.totalQuantity).toBe(7);
    expect((await partnerCenter.getSubscription(tenantId, ending)).status).toBe('expired');
  });

  it('forgets the scheduled changes when seats change at once', async () => {
    const tenantId = await readyCustomer();
    const { subscriptionId } = await buy(tenantId, 2);
    await partnerCenter.updateSubscription(tenantId, subscriptionId, {
      scheduledNextTermInstructions: { quantity: 1, termDuration: 'P1M', billingCycle: 'monthly' },
    });
    const changed = await partnerCenter.updateSubscription(tenantId, subscriptionId, { quantity: 3 });
    expect(changed.scheduledNextTermInstructions).toBeNull();
  });
});

describe('failures', () => {
  it('retries a 5xx, a throttled call after Retry-After, and a call that hangs past the timeout', async () => {
    await control('/switches', { fail: 1 });
    expect(await partnerCenter.relationshipRequestUrl()).toMatch(/^https:/);
    await control('/switches', { throttle: 1 });
    expect(await partnerCenter.relationshipRequestUrl()).toMatch(/^https:/);
    await control('/switches', { hang: 1, hangMs: 500 });
    expect(await adapter(server.origin, { timeoutMs: 100 }).relationshipRequestUrl()).toMatch(/^https:/);
  });

  it('gives up as unavailable or throttled once the retries are spent', async () => {
    await control('/switches', { fail: 4 });
    expect(await failureOf(partnerCenter.relationshipRequestUrl())).toBe('unavailable');
    await control('/switches', { throttle: 4 });
    expect(await failureOf(partnerCenter.relationshipRequestUrl())).toBe('throttled');
  });

  it('limits a customer to 500 calls a minute', async () => {
    const tenantId = await readyCustomer();
    const once = adapter(server.origin, { attempts: 1 });
    const answers = await Promise.all(
      Array.from({ length: 505 }, () => failureOf(once.listSubscriptions(tenantId))),
    );
    // Every call reached the simulator (one token request served them all); those past 500 were refused.
    expect(answers.filter((answer) => answer === 'unavailable')).toEqual([]);
    expect(answers.filter((answer) => answer === 'throttled').length).toBeGreaterThan(0);
  });

  it('refuses a wrong client secret at the token endpoint', async () => {
    const wrong = adapter(server.origin, { clientSecret: 'not-the-secret' });
    expect(await failureOf(wrong.relationshipRequestUrl())).toBe('invalid_request');
  });
});
