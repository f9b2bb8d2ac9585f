import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { documents, tableName } from '#functions/lib/dynamo';
import { type StoredSubscription, subscriptionItems } from '#functions/lib/table/microsoft-subscriptions';
import { orderItems } from '#functions/lib/table/orders';
import { listSavedCards, newCardId, savedCardItems } from '#functions/lib/table/saved-cards';
import type { TransactItem } from '#functions/lib/table/transaction';
import { sampleOrder } from '#functions/use-cases/testing/fake-order-ports';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { partnerCenterTable } from '#infra/local/simulators/outside-systems';
import type { StoredSubscription as MicrosoftSubscription } from '#infra/local/simulators/partner-center/simulated-subscription';
import { testCards } from '#infra/local/simulators/przelewy24/test-data';
import { inPool } from '#shared/in-pool';
import { termEnd } from '#shared/microsoft/nce-terms';
import { subscriptionIdOf } from '#shared/microsoft/subscription';
import { sampleNewCustomer, simulatedPartnerCenter } from '../support/partner-center';

// The renewal target's data on the running shop, written fast (batches straight into DynamoDB Local):
// `customers` customers, each with a tenant at the Partner Center simulator (created through its API),
// a default saved card holding the reference of a card the demo customer saved at the Przelewy24
// sandbox (the sandbox charges any reference it remembers), and `perCustomer` active auto-renewing
// monthly subscriptions with their original paid orders, every term ending on `due`; at the simulator
// each one is already renewed for the month after, as Microsoft renews at the term's end.

const productId = 'm365-business-standard-monthly';
const product = demoProducts.find(({ id }) => id === productId);
const catalogItemId = product?.kind === 'm365-subscription' ? (product.catalogItemId ?? '') : '';

/** The item a repository's Put writes, for a batch. */
const itemOf = (item: TransactItem): Record<string, unknown> => item.Put?.Item ?? {};

/** `item` after a repository's `SET #name = :name, …` Update (each name under its own placeholders). */
const updated = (item: Record<string, unknown>, { Update }: TransactItem): Record<string, unknown> => {
  const values = Update?.ExpressionAttributeValues ?? {};
  const set = Object.entries(Update?.ExpressionAttributeNames ?? {}).flatMap(([placeholder, name]) => {
    const value = values[`:${placeholder.slice(1)}`];
    return value === undefined ? [] : [[name, value] as const];
  });
  return { ...item, ...Object.fromEntries(set) };
};

/** Puts the items 25 to a batch, 8 batches at a time, into `table`. */
export const putAll = async (table: string, items: Record<string, unknown>[]) => {
  const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, i) =>
    items.slice(i * 25, i * 25 + 25),
  );
  await inPool(batches, 8, async (batch) => {
    let requests: unknown[] = batch.map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const { UnprocessedItems } = await documents().send(
        new BatchWriteCommand({ RequestItems: { [table]: requests as never } }),
      );
      requests = UnprocessedItems?.[table] ?? [];
    }
  });
};

/**
 * The demo customer's active card (saved at the sandbox's page with the success card, remember ticked,
 * its 1 PLN check refunded): its provider reference.
 */
export const demoCardReference = async (port: number, demo: { idToken: string; sub: string }) => {
  const active = async () => (await listSavedCards(demo.sub)).find((card) => card.state === 'active');
  if (!(await active())) {
    const started = await fetch(`http://127.0.0.1:${port}/api/payments/me/cards`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demo.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'pl' }),
    });
    const { redirectUrl } = (await started.json()) as { redirectUrl: string };
    const token = redirectUrl.split('/trnRequest/')[1] ?? '';
    await fetch(`http://127.0.0.1:${port + 5}/_sandbox/pay/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'card',
        card: { number: testCards.success, expiry: '12/30', cvc: '123', remember: true },
      }),
    });
  }
  const until = Date.now() + 60_000;
  for (let card = await active(); ; card = await active()) {
    if (card) return card.reference;
    if (Date.now() > until) throw new Error('the demo customer’s card was not active in 60 s');
    await new Promise((done) => setTimeout(done, 200));
  }
};

export interface RenewalFixture {
  subs: string[];
  subscriptions: number;
}

export const seedRenewals = async (
  port: number,
  {
    customers,
    perCustomer,
    due,
    reference,
  }: { customers: number; perCustomer: number; due: Date; reference: string },
): Promise<RenewalFixture> => {
  const run = Date.now().toString(36);
  const dueAt = due.toISOString();
  const boughtAt = new Date(due.getTime() - 31 * 86_400_000).toISOString();
  const partnerCenter = simulatedPartnerCenter(`http://127.0.0.1:${port + 4}/_local/partner-center`);
  const tenants = await inPool(
    Array.from({ length: customers }),
    8,
    async (_, i) =>
      (await partnerCenter.createCustomer(sampleNewCustomer(`renew${run}${i}.onmicrosoft.com`))).id,
  );
  const shop: Record<string, unknown>[] = [];
  const microsoft: Record<string, unknown>[] = [];
  const subs = tenants.map((tenantId, c) => {
    const sub = `bench-renewal-${run}-${c}`;
    const cardId = newCardId();
    const card = { cardId, reference, brand: 'visa', last4: '1111', expMonth: 12, expYear: 2030 };
    shop.push(
      itemOf(savedCardItems.putCard(sub, { ...card, isDefault: true, state: 'active', addedAt: boughtAt })),
      itemOf(savedCardItems.pointDefault(sub, cardId, undefined)),
      itemOf(savedCardItems.putReference(sub, reference, cardId)),
    );
    for (let n = 0; n < perCustomer; n++) {
      const quantity = 1 + ((c + n) % 20);
      const order = sampleOrder({
        id: ulid(Date.parse(boughtAt)),
        owner: { kind: 'client', sub },
        status: 'toSend',
        payment: 'done',
        shippingMethod: 'electronic',
        createdAt: boughtAt,
        updatedAt: boughtAt,
        lines: [
          {
            productId,
            name: 'Microsoft 365 Business Standard',
            kind: 'm365-subscription',
            quantity,
            unitNet: 5616,
            total: {
              net: 5616 * quantity,
              vat: Math.round(5616 * quantity * 0.23),
              gross: Math.round(5616 * quantity * 1.23),
            },
            vatTreatment: { case: 'domestic', rate: 2300, country: 'PL' },
          },
        ],
      });
      const partnerSubscriptionId = crypto.randomUUID();
      const subscription: StoredSubscription = {
        id: subscriptionIdOf(order.id, 0),
        sub,
        orderId: order.id,
        orderNumber: order.number,
        productId,
        name: 'Microsoft 365 Business Standard',
        billing: 'monthly',
        catalogItemId,
        quantity,
        unitNet: 5616,
        currency: 'PLN',
        state: 'provisioning',
        createdAt: boughtAt,
        email: order.email,
        language: 'pl',
        configuration: 1,
        tenantId,
      };
      const active = subscriptionItems.activate(subscription, {
        partnerOrderId: crypto.randomUUID(),
        partnerSubscriptionId,
        activatedAt: boughtAt,
        termStart: boughtAt,
        termEnd: dueAt,
        quantity,
        autoRenew: true,
        cancellationAllowedUntil: null,
        refundable: [],
      });
      shop.push(
        ...orderItems.placed(order).map(itemOf),
        updated(itemOf(subscriptionItems.record(subscription)), active),
      );
      const renewed: MicrosoftSubscription = {
        id: partnerSubscriptionId,
        tenantId,
        offerId: subscription.catalogItemId,
        offerName: subscription.name,
        orderId: crypto.randomUUID(),
        creationDate: boughtAt,
        provisionedAt: boughtAt,
        termStart: dueAt,
        termEnd: termEnd(dueAt, 'P1M'),
        termDuration: 'P1M',
        billingCycle: 'monthly',
        autoRenewEnabled: true,
        batches: [{ quantity, at: dueAt }],
        scheduled: null,
      };
      microsoft.push({ pk: `subscription#${tenantId}`, sk: partnerSubscriptionId, value: renewed });
    }
    return sub;
  });
  await putAll(tableName(), shop);
  await putAll(partnerCenterTable, microsoft);
  return { subs, subscriptions: microsoft.length };
};
