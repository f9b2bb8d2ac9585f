import { describe, expect, it } from 'vitest';
import { sampleProduct } from '#shared/catalogue/sample-product';
import type { Order } from '../../lib/table/orders';
import { committedOps, fakeSubscriptionPorts, readyAccount } from '../testing/fake-subscription-ports';
import { recordOrderSubscriptions } from './record-order-subscriptions';

// A paid order's Microsoft 365 lines become subscriptions, provisioned at once in
// the customer's only ready tenant (spec section 2: "selected automatically"), otherwise waiting.

const orderId = '01JD0000000000000000000000';
const nce = {
  ...sampleProduct,
  kind: 'm365-subscription',
  billing: 'monthly',
  catalogItemId: 'CFQ7TTC0LDPB:0001:CFQ7TTC0ABCD',
} as const;
const keyOnly = { ...nce, id: 'm365-family-annual', catalogItemId: undefined };
const line = (productId: string, quantity = 2) => ({
  productId,
  name: productId,
  kind: 'm365-subscription',
  quantity,
  unitNet: 2808,
  afterFirstMonthNet: 5616,
  total: { net: 0, vat: 0, gross: 0 },
});
const order = (changes: Partial<Order> = {}) =>
  ({
    id: orderId,
    owner: { kind: 'client', sub: 'sub-1' },
    status: 'toSend',
    currency: 'PLN',
    email: 'anna@firma.pl',
    language: 'pl',
    lines: [line('laptop'), line(nce.id, 3), line(keyOnly.id)],
    ...changes,
  }) as Order;

const setUp = (found: Order | undefined, accounts = [readyAccount]) => {
  const fake = fakeSubscriptionPorts();
  fake.accounts.push(...accounts);
  fake.ports.findOrder = async () => found;
  fake.ports.productOf = async (id) => ({ [nce.id]: nce, [keyOnly.id]: keyOnly })[id] as never;
  return fake;
};

describe("recording an order's subscriptions", () => {
  it('records each line sold through Partner Center, provisioning in the only ready tenant', async () => {
    const { ports, commits } = setUp(order());
    expect(await recordOrderSubscriptions(ports, { orderId })).toEqual([`${orderId}-1`]);
    expect(committedOps(commits)).toEqual([
      { ops: ['record', 'log:ordered'], events: ['subscription.provisioning-requested'] },
    ]);
    expect(commits[0]?.items[0]?.item.Put?.Item).toMatchObject({
      state: 'provisioning',
      quantity: 3,
      unitNet: 5616,
      tenantId: readyAccount.tenantId,
      configuration: 1,
      // The product's name in every language, which the panel shows in its own.
      names: { pl: nce.texts.pl.name, en: nce.texts.en.name },
    });
  });

  it.each([
    ['no account', []],
    ['two ready accounts', [readyAccount, { ...readyAccount, accountId: 'B'.repeat(22) }]],
    ['an account without the agreement', [{ ...readyAccount, agreementAcceptedAt: undefined }]],
  ])('leaves it not configured with %s', async (_, accounts) => {
    const { ports, commits } = setUp(order(), accounts);
    await recordOrderSubscriptions(ports, { orderId });
    expect(committedOps(commits)).toEqual([{ ops: ['record', 'log:ordered'], events: [] }]);
    expect(commits[0]?.items[0]?.item.Put?.Item).toMatchObject({ state: 'notConfigured', configuration: 0 });
  });

  it.each([
    ['an unpaid order', order({ status: 'unpaid' })],
    ["a guest's order", order({ owner: { kind: 'guest' } })],
    ["a free trial's next month", order({ continues: 'TRIALORDER' })],
    ['an unknown order', undefined],
  ])('records nothing for %s', async (_, found) => {
    const { ports, commits } = setUp(found);
    expect(await recordOrderSubscriptions(ports, { orderId })).toEqual([]);
    expect(commits).toEqual([]);
  });
});
