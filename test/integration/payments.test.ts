import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { documents, tableName } from '#functions/lib/dynamo';
import { p24Sign } from '#functions/lib/payment-provider/przelewy24/sign';
import { paymentKeys } from '#functions/lib/table/payments';
import { putStock } from '#functions/lib/table/stock';
import { handler as reconcile } from '#functions/payments/reconcile-payments';
import type { Runtime } from '#infra/local/runtime';
import { demoUsers } from '#infra/local/seed';
import { noSwitches } from '#infra/local/simulators/przelewy24/notifier';
import { blikCodes, demoAccount } from '#infra/local/simulators/przelewy24/test-data';
import { placeOrderOf } from '../support/place-order';
import { allWorkDone, eventually, signInDemoLike, signUpAndIn, startTestRuntime } from '../support/runtime';
import { settledEventsOf } from '../support/settled-events';
import { type ShopCall, shopCall } from '../support/shop-call';

// Order payments through the local gateway against the Przelewy24 sandbox:
// BLIK paid and settled by the sandbox's notification, exactly one payment.settled; duplicated and
// reordered notifications; forged, foreign and unknown notifications refused; a dropped notification
// settled by the reconciliation; another customer's payment not found.

let runtime: Runtime;
let customer: Awaited<ReturnType<typeof signInDemoLike>>;

const dock = 'dell-dock-wd19s-130w';

beforeAll(async () => {
  runtime = await startTestRuntime();
  customer = await signInDemoLike(runtime, demoUsers[0]);
  await putStock([{ productId: dock, units: 500 }]);
}, 60_000);
afterAll(() => runtime?.stop());

const sandbox = (method: string, path: string, body?: unknown) =>
  fetch(`${runtime.przelewy24Url}/_sandbox${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

afterEach(async () => {
  await sandbox('POST', '/switches', noSwitches);
});

let keys = 0;
const newKey = () => `pay-key-${String(++keys).padStart(4, '0')}`;

const call = (method: string, path: string, options: ShopCall = {}) =>
  shopCall(runtime, method, path, options);

/** An unpaid BLIK order of one dock: a guest's (with its link token) or, with `token`, the customer's. */
const blikOrder = (token?: string) => placeOrderOf(runtime, { productId: dock, key: newKey(), token });

const payByBlik = (
  orderId: string,
  linkToken: string,
  blikCode: string = blikCodes.success,
  key = newKey(),
) =>
  call('POST', `/api/payments/orders/${orderId}/payments?token=${linkToken}`, {
    key,
    body: { method: 'blik', blikCode },
  });

const paymentOf = (orderId: string, linkToken: string, paymentId: string) =>
  call('GET', `/api/payments/orders/${orderId}/payments/${paymentId}?token=${linkToken}`);

const paid = (orderId: string, linkToken: string, paymentId: string) =>
  eventually(async () => (await paymentOf(orderId, linkToken, paymentId)).body.state === 'paid');

/** A notification signed with the demo account's CRC, as the sandbox would send it. */
const notice = (
  fields: { sessionId: string; amount: number; currency?: string; orderId?: number },
  crc: string = demoAccount.crc,
) => {
  const values = {
    merchantId: demoAccount.merchantId,
    posId: demoAccount.posId,
    sessionId: fields.sessionId,
    amount: fields.amount,
    originAmount: fields.amount,
    currency: fields.currency ?? 'PLN',
    orderId: fields.orderId ?? 424242,
    methodId: 154,
    statement: 'p24-test',
  };
  return { ...values, sign: p24Sign('notification', values, crc) };
};

describe('paying an order by BLIK on the sandbox', () => {
  it('registers, charges the code, and the notification settles it: paid, the order toSend, exactly one payment.settled', async () => {
    const { orderId, linkToken } = await blikOrder();
    const started = await payByBlik(orderId, linkToken);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toEqual({ paymentId: expect.any(String), state: 'registered' });
    const { paymentId } = started.body;
    await paid(orderId, linkToken, paymentId);
    const order = await call('GET', `/api/orders/orders/${orderId}?token=${linkToken}`);
    expect(order.body).toMatchObject({ status: 'toSend', payment: 'done' });
    expect(await settledEventsOf(runtime, paymentId)).toHaveLength(1);

    const again = await payByBlik(orderId, linkToken);
    expect(again.body).toMatchObject({ code: 'order_cannot_be_paid' });
  });

  it('refuses a wrong BLIK code with its own code, the payment declined', async () => {
    const { orderId, linkToken } = await blikOrder();
    const refused = await payByBlik(orderId, linkToken, blikCodes.wrongCode);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'blik_code_invalid' });
  });

  it('settles each payment exactly once when the sandbox duplicates and reorders the notifications', async () => {
    await sandbox('POST', '/switches', { duplicate: 1, reorder: 1, delayMs: 50 });
    const orders = await Promise.all([blikOrder(), blikOrder(), blikOrder()]);
    const payments = await Promise.all(
      orders.map(async ({ orderId, linkToken }) => ({
        orderId,
        linkToken,
        paymentId: (await payByBlik(orderId, linkToken)).body.paymentId as string,
      })),
    );
    for (const { orderId, linkToken, paymentId } of payments) await paid(orderId, linkToken, paymentId);
    // Every copy the sandbox sent has reached the shop, and what the shop set off is done.
    await eventually(
      async () =>
        ((await (await sandbox('GET', '/notifications')).json()) as { sending: number }).sending === 0,
    );
    await allWorkDone(runtime);
    for (const { paymentId } of payments) expect(await settledEventsOf(runtime, paymentId)).toHaveLength(1);
  });

  it('refuses a forged sign, another amount or currency and an unknown session, changing nothing', async () => {
    await sandbox('POST', '/switches', { drop: 1 });
    const { orderId, linkToken } = await blikOrder();
    const { paymentId } = (await payByBlik(orderId, linkToken)).body;
    const amount = (await paymentOf(orderId, linkToken, paymentId)).body.amount as number;
    for (const body of [
      notice({ sessionId: paymentId, amount }, 'not-our-crc'),
      notice({ sessionId: paymentId, amount: amount - 1 }),
      notice({ sessionId: paymentId, amount, currency: 'EUR' }),
      notice({ sessionId: 'no-such-session', amount }),
    ]) {
      const answer = await call('POST', '/api/payments/notifications/przelewy24', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await paymentOf(orderId, linkToken, paymentId)).body.state).toBe('registered');
    expect(await settledEventsOf(runtime, paymentId)).toHaveLength(0);
  });

  it('accepts a notice at once, putting it on the bus, and its consumer verifies and settles the payment once', async () => {
    await sandbox('POST', '/switches', { drop: 1 });
    const { orderId, linkToken } = await blikOrder();
    const { paymentId } = (await payByBlik(orderId, linkToken)).body;
    const held = await eventually(async () => {
      const transaction = await (await sandbox('GET', `/transactions/${paymentId}`)).json();
      return transaction.state === 'paid' && transaction;
    });
    const amount = (await paymentOf(orderId, linkToken, paymentId)).body.amount as number;
    const body = notice({ sessionId: paymentId, amount, orderId: held.orderId });
    const answer = await call('POST', '/api/payments/notifications/przelewy24', { body });
    expect(answer).toMatchObject({ status: 200, body: { outcome: 'accepted' } });
    await paid(orderId, linkToken, paymentId);
    expect((await call('POST', '/api/payments/notifications/przelewy24', { body })).body).toEqual({
      outcome: 'unchanged',
    });
    expect(await settledEventsOf(runtime, paymentId)).toHaveLength(1);
  });

  it('reconciliation settles a payment whose notification was dropped; a late one afterwards changes nothing', async () => {
    await sandbox('POST', '/switches', { drop: 1 });
    const { orderId, linkToken } = await blikOrder();
    const { paymentId } = (await payByBlik(orderId, linkToken)).body;
    await eventually(async () => {
      const held = await (await sandbox('GET', `/transactions/${paymentId}`)).json();
      return held.state === 'paid';
    });
    const past = new Date(Date.now() - 60_000).toISOString();
    await documents().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: paymentKeys.item(paymentId),
        UpdateExpression: 'SET expiresAt = :past, gsi2sk = :sk',
        ExpressionAttributeValues: { ':past': past, ':sk': `${past}#${paymentId}` },
      }),
    );
    expect(await reconcile()).toMatchObject({ settled: 1 });
    expect((await paymentOf(orderId, linkToken, paymentId)).body.state).toBe('paid');
    const amount = (await paymentOf(orderId, linkToken, paymentId)).body.amount as number;
    const late = await call('POST', '/api/payments/notifications/przelewy24', {
      body: notice({ sessionId: paymentId, amount }),
    });
    expect(late.body).toEqual({ outcome: 'unchanged' });
    expect(await settledEventsOf(runtime, paymentId)).toHaveLength(1);
  });
});

describe("a customer's payments", () => {
  it("shows the owner their payment and history; another customer's read is 404", async () => {
    const { orderId } = await blikOrder(customer.accessToken);
    const started = await call('POST', `/api/payments/me/orders/${orderId}/payments`, {
      token: customer.accessToken,
      key: newKey(),
      body: { method: 'blik', blikCode: blikCodes.success },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const path = `/api/payments/me/orders/${orderId}/payments/${started.body.paymentId}`;
    await eventually(
      async () => (await call('GET', path, { token: customer.accessToken })).body.state === 'paid',
    );
    const history = await call('GET', '/api/payments/me/history', { token: customer.accessToken });
    expect(history.body.entries[0]).toMatchObject({ title: orderId, source: 'blik', currency: 'PLN' });
    // The order's invoice is issued after the payment settles; its number joins the history line once.
    const [invoiceNumber] = await eventually(async () => {
      const { body } = await call('GET', '/api/payments/me/history', { token: customer.accessToken });
      return body.entries[0]?.invoices.length > 0 && body.entries[0].invoices;
    });
    expect(invoiceNumber).toMatch(/^FV\/\d{4}\/\d{2}\/\d{6}$/);

    const eve = await signUpAndIn(runtime, 'eve-payments@example.com');
    const foreign = await call('GET', path, { token: eve.accessToken });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'order_not_found' });
    const unknown = await call('GET', `/api/payments/me/orders/${orderId}/payments/no-such-payment`, {
      token: customer.accessToken,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'payment_not_found' });
  });
});
