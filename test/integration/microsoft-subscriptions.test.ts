import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerRenewalsBy } from '#functions/csp/offer-renewals';
import { renewSubscriptionsBy } from '#functions/csp/renew-subscriptions';
import { graphTenantDirectory } from '#functions/lib/graph/graph-client';
import { type StoredSubscription, subscriptionItems } from '#functions/lib/table/microsoft-subscriptions';
import { subscriptionChangesOn } from '#functions/lib/table/subscription-changes';
import { commitGuarded } from '#functions/lib/table/transaction';
import type { Runtime } from '#infra/local/runtime';
import { simulatorClientSecret } from '#infra/local/simulators/graph/token-endpoint';
import { blikCodes } from '#infra/local/simulators/przelewy24/test-data';
import { subscriptionIdOf } from '#shared/microsoft/subscription';
import { apiCall } from '../support/api-call';
import { giveClientProfile } from '../support/client-profile';
import {
  buyBusinessStandard as buyBusinessStandardOf,
  type Customer,
  customerCall,
  readyAccount as readyAccountOf,
} from '../support/microsoft';
import { simulatedPartnerCenter } from '../support/partner-center';
import { eventually, signUpAndIn, startTestRuntime } from '../support/runtime';
import { addCard } from '../support/saved-card';

// Microsoft 365 subscriptions through the local runtime: a paid order of Microsoft 365 becomes a
// subscription, provisioned at the Partner Center simulator in the customer's only ready tenant, or
// waiting for her to choose one; Microsoft's silence mid-way is retried and the payment never lost.

let runtime: Runtime;
const simulator = () => `${runtime.cloudUrl}/_local/partner-center`;
const switches = (body: object) =>
  fetch(`${simulator()}/_simulator/switches`, { method: 'POST', body: JSON.stringify(body) });

let count = 0;
const customer = async (): Promise<Customer> => {
  count += 1;
  const email = `m365-sub-${count}-${Date.now()}@example.pl`;
  const { sub, idToken } = await signUpAndIn(runtime, email);
  await giveClientProfile(sub, email);
  return { sub, token: idToken };
};
const call = (who: Customer, method: string, path: string, body?: unknown) =>
  customerCall(runtime, who, method, path, body);
const readyAccount = (who: Customer) => readyAccountOf(runtime, who);
const buyBusinessStandard = (who: Customer) => buyBusinessStandardOf(runtime, who);

const subscriptionsOf = async (who: Customer) =>
  (await call(who, 'GET', '/api/csp/me/subscriptions')).body.subscriptions as {
    id: string;
    status: string;
    domain?: string;
    partnerSubscriptionId?: string;
    licenceSku?: { skuId: string; skuPartNumber: string };
    termEnd?: string;
    failure?: string;
  }[];

const once = async (who: Customer, status: string) =>
  eventually(async () => {
    const [subscription] = await subscriptionsOf(who);
    return subscription?.status === status ? subscription : undefined;
  }, 40_000);

beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.stop());

describe('a paid Microsoft 365 order', () => {
  it("is provisioned in the customer's only ready tenant, with Partner Center's subscription", async () => {
    const anna = await customer();
    const { tenantId } = await readyAccount(anna);
    const orderId = await buyBusinessStandard(anna);
    const active = await once(anna, 'active');
    expect(active).toMatchObject({ id: `${orderId}-0`, quantity: 1, billing: 'monthly', autoRenew: true });
    const atMicrosoft = await simulatedPartnerCenter(simulator()).getSubscription(
      tenantId,
      active.partnerSubscriptionId as string,
    );
    expect(atMicrosoft).toMatchObject({ status: 'active', quantity: 1, termDuration: 'P1M' });
    expect(await simulatedPartnerCenter(simulator()).listSubscriptions(tenantId)).toHaveLength(1);
    // Its seat is a licence in the tenant's directory, which the panel assigns to users.
    const directory = graphTenantDirectory({
      clientId: 'shop',
      clientSecret: simulatorClientSecret,
      endpoint: `${runtime.cloudUrl}/_local/graph`,
      authority: `${runtime.cloudUrl}/_local/graph`,
    });
    expect(await directory.listSubscribedSkus(tenantId)).toEqual([
      expect.objectContaining({ skuPartNumber: 'O365_BUSINESS_PREMIUM', enabledUnits: 1, consumedUnits: 0 }),
    ]);
    expect(active.licenceSku).toEqual({
      skuPartNumber: 'O365_BUSINESS_PREMIUM',
      skuId: 'f245ecc8-75af-4f8e-b61f-27d8114de5f3',
    });
  });

  it('waits, not configured, while she has no ready tenant; configured, it is provisioned there', async () => {
    const marek = await customer();
    await buyBusinessStandard(marek);
    const waiting = await once(marek, 'notConfigured');
    const { accountId, tenantId } = await readyAccount(marek);
    const configured = await call(marek, 'POST', `/api/csp/me/subscriptions/${waiting.id}/configuration`, {
      accountId,
    });
    expect(configured).toMatchObject({ status: 202, body: { state: 'provisioning', status: 'processing' } });
    await once(marek, 'active');
    expect(await simulatedPartnerCenter(simulator()).listSubscriptions(tenantId)).toHaveLength(1);
    // Set up now: configuring it again changes nothing.
    expect(
      await call(marek, 'POST', `/api/csp/me/subscriptions/${waiting.id}/configuration`, { accountId }),
    ).toMatchObject({ status: 409, body: { code: 'subscription_not_configurable' } });

    // Another customer neither sees nor configures it.
    const ewa = await customer();
    expect(await call(ewa, 'GET', `/api/csp/me/subscriptions/${waiting.id}`)).toMatchObject({
      status: 404,
      body: { code: 'subscription_not_found' },
    });
    expect(
      await call(ewa, 'POST', `/api/csp/me/subscriptions/${waiting.id}/configuration`, { accountId }),
    ).toMatchObject({ status: 404, body: { code: 'subscription_not_found' } });
    expect(await subscriptionsOf(ewa)).toEqual([]);
  });

  it('cancelled before it is set up, gives back all it cost: its invoice line corrected to zero and refunded', async () => {
    const iga = await customer();
    await buyBusinessStandard(iga);
    const waiting = await once(iga, 'notConfigured');
    const cancelled = await call(iga, 'POST', `/api/csp/me/subscriptions/${waiting.id}/cancellation`);
    expect(cancelled).toMatchObject({ status: 200, body: { state: 'cancelled', status: 'cancelled' } });
    const invoices = await eventually(async () => {
      const listed = (await call(iga, 'GET', '/api/payments/me/invoices')).body.invoices;
      return listed?.length === 2 ? listed : undefined;
    }, 20_000);
    const sale = invoices.find((invoice: { kind: string }) => invoice.kind === 'VAT');
    const kor = invoices.find((invoice: { kind: string }) => invoice.kind === 'KOR');
    expect(kor).toMatchObject({ gross: -sale.gross, corrects: sale.number });
    expect(sale.gross).toBeGreaterThan(cancelled.body.refundNet);
    await eventually(async () => {
      const { entries } = (await call(iga, 'GET', '/api/payments/me/history')).body;
      return entries?.some((entry: { amount: number }) => entry.amount === -sale.gross);
    }, 20_000);
    expect(await call(iga, 'POST', `/api/csp/me/subscriptions/${waiting.id}/cancellation`)).toMatchObject({
      status: 409,
      body: { code: 'subscription_not_active' },
    });
  });

  it('is retried when Partner Center fails mid-way, and provisioned once it answers', async () => {
    const jan = await customer();
    const { tenantId } = await readyAccount(jan);
    // The adapter's three attempts at the cart all fail: the run keeps its place for the event's next delivery.
    await switches({ fail: 3 });
    await buyBusinessStandard(jan);
    await once(jan, 'active');
    expect(await simulatedPartnerCenter(simulator()).listSubscriptions(tenantId)).toHaveLength(1);
  });

  it('is listed as it is now after any write of it, though the list is kept between requests', async () => {
    const ewa = await customer();
    const recorded = (line: number): StoredSubscription => ({
      id: subscriptionIdOf('01JD0000000000000000000001', line),
      sub: ewa.sub,
      orderId: '01JD0000000000000000000001',
      orderNumber: '2026/000101',
      productId: 'm365-business-standard-monthly',
      name: 'Microsoft 365 Business Standard',
      billing: 'monthly',
      catalogItemId: 'CFQ7TTC0LDPB:0001:CFQ7TTC0ABCD',
      quantity: 1 + line,
      unitNet: 5616,
      currency: 'PLN',
      state: 'notConfigured',
      createdAt: new Date().toISOString(),
      email: 'ewa@example.pl',
      language: 'pl',
      configuration: 0,
    });
    // Two of one customer in one transaction: her list's revision is renewed once.
    await commitGuarded([0, 1].map((line) => ({ item: subscriptionItems.record(recorded(line)) })));
    const statuses = async () => (await subscriptionsOf(ewa)).map(({ id, status }) => [id, status]);
    expect(await statuses()).toEqual([
      [recorded(0).id, 'notConfigured'],
      [recorded(1).id, 'notConfigured'],
    ]);
    expect(await statuses()).toHaveLength(2);
    // A write outside the API (as a consumer or the renewals make): the next list shows it.
    await commitGuarded([{ item: subscriptionItems.cancel(recorded(1), new Date().toISOString(), 0) }]);
    expect(await statuses()).toEqual([
      [recorded(0).id, 'notConfigured'],
      [recorded(1).id, 'cancelled'],
    ]);
  });

  it('refuses a bad configuration with the field, and an id no subscription has with 404', async () => {
    const ola = await customer();
    const bad = await call(
      ola,
      'POST',
      '/api/csp/me/subscriptions/01JD0000000000000000000000-0/configuration',
      {
        accountId: 'short',
      },
    );
    expect(bad).toMatchObject({ status: 400, body: { fields: [{ path: 'accountId' }] } });
    expect(await call(ola, 'GET', '/api/csp/me/subscriptions/not-an-id')).toMatchObject({
      status: 404,
      body: { code: 'subscription_not_found' },
    });
  });

  it('changes licences, renewal and cancels within 168 hours; after them Microsoft refuses and nothing changes', async () => {
    const zofia = await customer();
    const { tenantId } = await readyAccount(zofia);
    const firstDay = new Date().toISOString().slice(0, 10);
    await buyBusinessStandard(zofia);
    const { id, partnerSubscriptionId } = await once(zofia, 'active');
    const path = `/api/csp/me/subscriptions/${id}`;
    const atMicrosoft = () =>
      simulatedPartnerCenter(simulator()).getSubscription(tenantId, partnerSubscriptionId as string);

    const added = await call(zofia, 'PUT', `${path}/quantity`, { quantity: 4 });
    expect(added).toMatchObject({ status: 200, body: { quantity: 4, charges: [{ quantity: 3 }] } });
    expect(added.body.charges[0].net).toBeGreaterThan(0);
    expect((await atMicrosoft()).quantity).toBe(4);
    expect(await call(zofia, 'PUT', `${path}/quantity`, { quantity: 0 })).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'quantity' }] },
    });
    expect((await call(zofia, 'PUT', `${path}/quantity`, { quantity: 2 })).body.quantity).toBe(2);
    const notRenewing = (await call(zofia, 'PUT', `${path}/auto-renew`, { autoRenew: false })).body;
    // A term that will not renew is expiring once it ends within 30 days: a month's term bought today
    // ends in 28 to 31 days, by the month.
    const daysLeft = (Date.parse(notRenewing.termEnd) - Date.now()) / 86_400_000;
    expect(notRenewing).toMatchObject({ autoRenew: false, status: daysLeft <= 30 ? 'expiring' : 'active' });
    expect((await atMicrosoft()).autoRenewEnabled).toBe(false);
    expect((await call(zofia, 'PUT', `${path}/auto-renew`, { autoRenew: true })).body.autoRenew).toBe(true);
    expect((await call(zofia, 'GET', path)).body).toMatchObject({ autoRenew: true, status: 'active' });
    expect((await call(zofia, 'PUT', `${path}/auto-renew`, { autoRenew: false })).body.autoRenew).toBe(false);
    // A manual renewal: the next term's licences scheduled at Microsoft, renewal on again.
    expect((await call(zofia, 'PUT', `${path}/renewal`, { quantity: 3 })).body).toMatchObject({
      autoRenew: true,
      nextTermQuantity: 3,
      status: 'active',
    });
    expect(await atMicrosoft()).toMatchObject({
      autoRenewEnabled: true,
      scheduledNextTermInstructions: { quantity: 3, termDuration: 'P1M', billingCycle: 'monthly' },
    });

    // Eight days on at Microsoft: the seats' and the cancellation's 168 hours are over.
    await fetch(`${simulator()}/_simulator/clock`, {
      method: 'POST',
      body: JSON.stringify({ advanceHours: 192 }),
    });
    try {
      expect(await call(zofia, 'PUT', `${path}/quantity`, { quantity: 1 })).toMatchObject({
        status: 409,
        body: { code: 'licence_change_window_closed' },
      });
      expect((await atMicrosoft()).quantity).toBe(2);
      expect((await call(zofia, 'GET', path)).body.quantity).toBe(2);
    } finally {
      await fetch(`${simulator()}/_simulator/clock`, {
        method: 'POST',
        body: JSON.stringify({ advanceHours: -192 }),
      });
    }

    const cancelled = await call(zofia, 'POST', `${path}/cancellation`);
    expect(cancelled).toMatchObject({ status: 200, body: { state: 'cancelled', status: 'cancelled' } });
    expect(cancelled.body.refundNet).toBeGreaterThan(0);
    expect((await atMicrosoft()).status).toBe('deleted');
    // Its unused days given back: the order's invoice corrected by a KOR, its gross paid back by the
    // sandbox and booked in her payment history, once.
    const kor = await eventually(async () => {
      const { invoices } = (await call(zofia, 'GET', '/api/payments/me/invoices')).body;
      return invoices?.find((invoice: { kind: string }) => invoice.kind === 'KOR');
    }, 20_000);
    expect(-kor.gross).toBeGreaterThan(cancelled.body.refundNet);
    const refund = await eventually(async () => {
      const { entries } = (await call(zofia, 'GET', '/api/payments/me/history')).body;
      return entries?.find((entry: { amount: number }) => entry.amount < 0);
    }, 20_000);
    expect(refund).toMatchObject({ amount: kor.gross, invoices: [kor.number] });
    expect(await call(zofia, 'PUT', `${path}/auto-renew`, { autoRenew: true })).toMatchObject({
      status: 409,
      body: { code: 'subscription_not_active' },
    });

    // Its dated history, as the finance exports read it by day: each change once, the refused ones not at all.
    const history = [];
    const now = new Date().toISOString();
    for (const day of new Set([firstDay, now.slice(0, 10)]))
      for await (const page of subscriptionChangesOn(day, now))
        history.push(...page.filter((change) => change.subscriptionId === id));
    expect(
      history.map(({ kind, quantityBefore, quantity, autoRenew }) => [
        kind,
        quantityBefore,
        quantity,
        autoRenew,
      ]),
    ).toEqual([
      ['ordered', 0, 1, false],
      ['activated', 1, 1, true],
      ['changed', 1, 4, true],
      ['changed', 4, 2, true],
      ['changed', 2, 2, false],
      ['changed', 2, 2, true],
      ['changed', 2, 2, false],
      ['changed', 2, 2, true],
      ['cancelled', 2, 2, false],
    ]);
    expect(history[2]?.chargeNet).toBe(added.body.charges[0].net);
    expect(history.at(-1)?.refundNet).toBe(cancelled.body.refundNet);
  });

  it('renews at the term end once Microsoft did: her two subscriptions ordered together, charged to the saved card once, invoiced', async () => {
    const { sub, idToken, accessToken } = await signUpAndIn(runtime, `m365-renew-${Date.now()}@example.pl`);
    await giveClientProfile(sub, `m365-renew-${sub}@example.pl`);
    const piotr = { sub, token: idToken };
    const { list } = await addCard(runtime, idToken, '12/30');
    await eventually(async () => (await list()).body.cards?.[0]?.status === 'active');
    await readyAccount(piotr);
    await buyBusinessStandard(piotr);
    const orderId = await buyBusinessStandard(piotr);
    const active = await eventually(async () => {
      const listed = await subscriptionsOf(piotr);
      return listed.length === 2 && listed.every(({ status }) => status === 'active') ? listed : undefined;
    }, 40_000);
    const due = Math.max(...active.map(({ termEnd = '' }) => Date.parse(termEnd)));

    expect(await renewSubscriptionsBy(() => new Date(due - 60_000))).toMatchObject({ charged: 0 });
    // A month on at Microsoft: it renewed the subscription for its next term. (The earlier tests'
    // customers, due the same day without a saved card, are renewed with their payment overdue.)
    await fetch(`${simulator()}/_simulator/clock`, {
      method: 'POST',
      body: JSON.stringify({ advanceHours: 24 * 32 }),
    });
    try {
      // Her two subscriptions at least: another file's customer with a saved card may fall due the same
      // minute in a shared runtime; her own renewal order is checked below.
      expect((await renewSubscriptionsBy(() => new Date(due + 60_000))).charged).toBeGreaterThanOrEqual(2);
      expect(await renewSubscriptionsBy(() => new Date(due + 120_000))).toMatchObject({ charged: 0 });
    } finally {
      await fetch(`${simulator()}/_simulator/clock`, {
        method: 'POST',
        body: JSON.stringify({ advanceHours: -24 * 32 }),
      });
    }
    const orders = (
      await apiCall(runtime, 'GET', '/api/orders/me/orders', {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).body.orders;
    // One order for both, continuing the newer first order, a line of licences each.
    const renewals = orders.filter((order: { continues?: string }) => order.continues);
    expect(renewals).toHaveLength(1);
    const [next] = renewals;
    expect(next).toMatchObject({
      continues: orderId,
      lines: [
        { productId: 'm365-business-standard-monthly', quantity: 1 },
        { productId: 'm365-business-standard-monthly', quantity: 1 },
      ],
    });
    for (const { id, termEnd } of active) {
      const renewed = (await call(piotr, 'GET', `/api/csp/me/subscriptions/${id}`)).body;
      expect(renewed).toMatchObject({ termStart: termEnd, termOrderId: next.id });
      expect(Date.parse(renewed.termEnd)).toBeGreaterThan(due);
    }
    await eventually(async () => {
      const read = await call(piotr, 'GET', `/api/orders/me/orders/${next.id}`);
      return read.body.status === 'toSend' && read.body.payment === 'done';
    });
    // A renewal order records no new subscription.
    expect(await subscriptionsOf(piotr)).toHaveLength(2);
  }, 60_000);

  it("renews by the invoice's link: set to renew at Microsoft, the next term ordered, paid, and not charged again at the term's end", async () => {
    const { sub, idToken } = await signUpAndIn(runtime, `m365-offer-${Date.now()}@example.pl`);
    await giveClientProfile(sub, `m365-offer-${sub}@example.pl`);
    const ola = { sub, token: idToken };
    const { tenantId } = await readyAccount(ola);
    const orderId = await buyBusinessStandard(ola);
    const { id, partnerSubscriptionId, termEnd = '' } = await once(ola, 'active');
    await call(ola, 'PUT', `/api/csp/me/subscriptions/${id}/auto-renew`, { autoRenew: false });
    const invoice = await eventually(async () => {
      const { invoices } = (await call(ola, 'GET', '/api/payments/me/invoices')).body;
      return invoices?.find((one: { orderId: string }) => one.orderId === orderId);
    }, 20_000);
    // Two weeks before its term ends, not renewing by itself: its renewal is offered by mail, once.
    const offerDay = () => new Date(Date.parse(termEnd) - 7 * 86_400_000);
    const link = `/odnow/${invoice.guid}/`;
    const offers = () => runtime.mail.list().filter((mail) => mail.text.includes(link));
    expect(await offerRenewalsBy(offerDay)).toBeGreaterThanOrEqual(1);
    const [offer] = await eventually(() => offers().length === 1 && offers(), 20_000);
    expect(offer?.subject).toMatch(/^Twoja subskrypcja Microsoft 365 kończy się /);
    expect(offer?.text).toContain('Microsoft 365 Business Standard');
    await offerRenewalsBy(offerDay);
    expect(offers()).toHaveLength(1);

    const path = `/api/csp/me/renewal-offers/${invoice.guid}`;
    expect((await call(ola, 'GET', path)).body).toMatchObject({
      invoiceNumber: invoice.number,
      lines: [{ subscriptionId: id, quantity: 1, termEnd }],
    });
    // Another customer's invoice, or a guid no invoice has, is not found; a bad body is 400 with the field.
    const ewa = await customer();
    expect(await call(ewa, 'GET', path)).toMatchObject({ status: 404, body: { code: 'invoice_not_found' } });
    expect(await call(ola, 'GET', '/api/csp/me/renewal-offers/nope')).toMatchObject({ status: 404 });
    expect(await call(ola, 'POST', path, { lines: [{ subscriptionId: id, quantity: 0 }] })).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'lines.0.quantity' }] },
    });

    const accepted = await call(ola, 'POST', path, { lines: [{ subscriptionId: id, quantity: 2 }] });
    expect(accepted).toMatchObject({ status: 201, body: { lines: [{ subscriptionId: id }] } });
    const next = accepted.body.orderId as string;
    expect(
      await simulatedPartnerCenter(simulator()).getSubscription(tenantId, partnerSubscriptionId as string),
    ).toMatchObject({
      autoRenewEnabled: true,
      scheduledNextTermInstructions: { quantity: 2 },
    });
    expect((await call(ola, 'GET', path)).body).toMatchObject({
      orderId: next,
      lines: [{ notRenewable: 'paid' }],
    });
    expect(await call(ola, 'POST', path, { lines: [{ subscriptionId: id, quantity: 2 }] })).toMatchObject({
      status: 409,
      body: { code: 'subscription_not_active' },
    });
    const paid = await customerCall(
      runtime,
      ola,
      'POST',
      `/api/payments/me/orders/${next}/payments`,
      { method: 'blik', blikCode: blikCodes.success },
      `pay-${next}`,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    await eventually(
      async () => (await call(ola, 'GET', `/api/orders/me/orders/${next}`)).body.payment === 'done',
    );

    const due = Date.parse(termEnd);
    await fetch(`${simulator()}/_simulator/clock`, {
      method: 'POST',
      body: JSON.stringify({ advanceHours: 24 * 32 }),
    });
    try {
      expect(await renewSubscriptionsBy(() => new Date(due + 60_000))).toMatchObject({ prepaid: 1 });
    } finally {
      await fetch(`${simulator()}/_simulator/clock`, {
        method: 'POST',
        body: JSON.stringify({ advanceHours: -24 * 32 }),
      });
    }
    const renewed = (await call(ola, 'GET', `/api/csp/me/subscriptions/${id}`)).body;
    expect(renewed).toMatchObject({ termStart: termEnd, quantity: 2, termOrderId: next });
    expect(renewed.prepaidOrderId).toBeUndefined();
  }, 60_000);
});
