import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileSubscriptionsBy } from '#functions/csp/reconcile-subscriptions';
import { getSubscription, subscriptionItems } from '#functions/lib/table/microsoft-subscriptions';
import { commitGuarded } from '#functions/lib/table/transaction';
import type { Runtime } from '#infra/local/runtime';
import { giveClientProfile } from '../support/client-profile';
import { buyBusinessStandard, type Customer, customerCall, readyAccount } from '../support/microsoft';
import { simulatedPartnerCenter } from '../support/partner-center';
import { eventually, signUpAndIn, startTestRuntime } from '../support/runtime';

// Issue 37 part 5: the shop and Microsoft agree after every change of a subscription, whatever happens
// between Partner Center's change and the shop's record of it: the record refused (undone at Partner
// Center), the answers lost as the process would lose them stopping between the two (resumed by the
// customer's repeat or by the reconciliation job), through the local runtime and the Partner Center
// simulator's switches.

let runtime: Runtime;
const simulator = () => `${runtime.cloudUrl}/_local/partner-center`;
const control = (path: string, body: object = {}) =>
  fetch(`${simulator()}/_simulator/${path}`, { method: 'POST', body: JSON.stringify(body) });

let count = 0;
const activeSubscriptionOf = async () => {
  count += 1;
  const email = `m365-consistent-${count}-${Date.now()}@example.pl`;
  const { sub, idToken } = await signUpAndIn(runtime, email);
  await giveClientProfile(sub, email);
  const who: Customer = { sub, token: idToken };
  const { tenantId } = await readyAccount(runtime, who);
  await buyBusinessStandard(runtime, who);
  const active = await eventually(async () => {
    const [subscription] = (await customerCall(runtime, who, 'GET', '/api/csp/me/subscriptions')).body
      .subscriptions;
    return subscription?.status === 'active' ? subscription : undefined;
  }, 40_000);
  const path = `/api/csp/me/subscriptions/${active.id}`;
  return {
    who,
    id: active.id as string,
    path,
    call: (method: string, to: string, body?: unknown) => customerCall(runtime, who, method, to, body),
    atMicrosoft: () =>
      simulatedPartnerCenter(simulator()).getSubscription(tenantId, active.partnerSubscriptionId),
    inShop: async () => (await customerCall(runtime, who, 'GET', path)).body,
  };
};

beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.stop());

describe('a change of a subscription at Partner Center', () => {
  it('whose record the table refuses is undone at Partner Center; the reconciliation then sets the renewal Microsoft has', async () => {
    const { who, id, path, call, atMicrosoft, inShop } = await activeSubscriptionOf();
    await control('switches', { holdChanges: 1 });
    const asked = call('PUT', `${path}/quantity`, { quantity: 4 });
    // Partner Center made the change; before its answer comes, another writer changes the subscription.
    await eventually(async () => (await atMicrosoft()).quantity === 4);
    const stored = await getSubscription(who.sub, id);
    if (!stored) throw new Error('the subscription is not stored');
    await commitGuarded([{ item: subscriptionItems.change(stored, { autoRenew: false }) }]);
    await control('release');
    expect(await asked).toMatchObject({ status: 409, body: { code: 'subscription_changed' } });
    expect((await atMicrosoft()).quantity).toBe(1);
    expect(await inShop()).toMatchObject({ quantity: 1, autoRenew: false });
    expect((await inShop()).charges).toBeUndefined();

    const reconciled = await reconcileSubscriptionsBy(() => new Date());
    expect(reconciled.differences.filter((difference) => difference.subscriptionId === id)).toEqual([]);
    expect(await inShop()).toMatchObject({ quantity: 1, autoRenew: true });
    expect(await atMicrosoft()).toMatchObject({ quantity: 1, autoRenewEnabled: true });
  });

  it('whose answers are lost is kept and, when the customer asks again, recorded once with its charge', async () => {
    const { path, call, atMicrosoft, inShop } = await activeSubscriptionOf();
    // The adapter's three attempts each made at Microsoft, each answer lost on its way back.
    await control('switches', { loseChanges: 3 });
    expect(await call('PUT', `${path}/quantity`, { quantity: 3 })).toMatchObject({
      status: 503,
      body: { code: 'microsoft_unavailable' },
    });
    await control('switches', { loseChanges: 0 });
    expect((await atMicrosoft()).quantity).toBe(3);
    expect(await inShop()).toMatchObject({ quantity: 1 });
    const repeated = await call('PUT', `${path}/quantity`, { quantity: 3 });
    expect(repeated).toMatchObject({ status: 200, body: { quantity: 3, charges: [{ quantity: 2 }] } });
    expect((await inShop()).charges).toHaveLength(1);
    expect((await atMicrosoft()).quantity).toBe(3);
  });

  it('a cancellation whose answers are lost is recorded by the reconciliation with the refund its view quoted', async () => {
    const { id, path, call, atMicrosoft, inShop } = await activeSubscriptionOf();
    const before = await inShop();
    expect(before.actions).toContain('cancel');
    expect(before.refundQuote).toBeGreaterThan(0);
    await control('switches', { loseChanges: 3 });
    expect(await call('POST', `${path}/cancellation`)).toMatchObject({
      status: 503,
      body: { code: 'microsoft_unavailable' },
    });
    await control('switches', { loseChanges: 0 });
    expect((await atMicrosoft()).status).toBe('deleted');
    expect(await inShop()).toMatchObject({ state: 'active' });

    const reconciled = await reconcileSubscriptionsBy(() => new Date());
    expect(reconciled.settled).toBeGreaterThanOrEqual(1);
    expect(reconciled.differences.filter((difference) => difference.subscriptionId === id)).toEqual([]);
    expect(await inShop()).toMatchObject({ state: 'cancelled', refundNet: before.refundQuote, actions: [] });
    expect((await atMicrosoft()).status).toBe('deleted');
    // Its refund follows as any cancellation's: the order's invoice corrected by a KOR.
    await eventually(async () => {
      const { invoices } = (await call('GET', '/api/payments/me/invoices')).body;
      return invoices?.some((invoice: { kind: string }) => invoice.kind === 'KOR');
    }, 20_000);
  });
});

describe('the reconciliation', () => {
  it('reports to staff seats that differ at Microsoft, changing neither side', async () => {
    const { who, id, inShop, atMicrosoft } = await activeSubscriptionOf();
    const stored = await getSubscription(who.sub, id);
    if (!stored?.tenantId || !stored.partnerSubscriptionId) throw new Error('the subscription is not active');
    // Seats added at Microsoft outside the shop.
    await simulatedPartnerCenter(simulator()).updateSubscription(
      stored.tenantId,
      stored.partnerSubscriptionId,
      {
        quantity: 2,
      },
    );
    const reconciled = await reconcileSubscriptionsBy(() => new Date());
    expect(reconciled.differences.filter((difference) => difference.subscriptionId === id)).toEqual([
      expect.objectContaining({ kind: 'seats', shop: 1, microsoft: 2 }),
    ]);
    expect((await inShop()).quantity).toBe(1);
    expect((await atMicrosoft()).quantity).toBe(2);
    // Mailed to the staff's address: the line of this subscription among the run's differences.
    const report = await eventually(() =>
      runtime.mail
        .list()
        .find((mail) => mail.subject.startsWith('Microsoft 365: różnice') && mail.text.includes(id)),
    );
    expect(report?.text).toContain(`subskrypcja ${id} (klient ${who.sub}), w sklepie: 1, w Microsoft: 2`);
  });
});
