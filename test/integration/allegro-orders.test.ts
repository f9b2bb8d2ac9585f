import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllegroError } from '#functions/lib/allegro/port';
import { listOrderInvoices } from '#functions/lib/table/invoices';
import { importedOrderId } from '#functions/lib/table/marketplace';
import { findOrder } from '#functions/lib/table/orders';
import { putStock, unitsOf } from '#functions/lib/table/stock';
import { importAllegroOrdersBy } from '#functions/marketplace/import-allegro-orders';
import type { Runtime } from '#infra/local/runtime';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { allWorkDone, eventually, startTestRuntime } from '../support/runtime';
import { type ShopCall, shopCall } from '../support/shop-call';
import { signInAsStaff } from '../support/totp';

// Allegro orders through the local runtime and the Allegro simulator: the shop account connected by
// device code, the journal imported by the schedule's own function (each order once, paid, its stock
// taken, invoiced), what the shop cannot take kept for the staff, a buyer's cancellation followed, a
// sold-out stock flagged, a parcel sent reported back, offers' stock kept equal to the shop's, and an
// account whose tokens Allegro refuses stopped without losing an order.

let runtime: Runtime;
let staffToken: string;
const headset = { productId: 'jabra-evolve2-65-flex', offerId: '18000000009' };
const cable = { productId: 'lanberg-hdmi-2-1-2m', offerId: '18000000010' };
const unknownOffer = '18000000101';
const run = Date.now().toString(36);

const simulator = () => `${runtime.cloudUrl}/_local/allegro/_simulator`;
const control = async (method: string, path: string, body?: object) => {
  const response = await fetch(`${simulator()}/${path}`, {
    method,
    ...(body ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
  });
  expect(response.status, path).toBeLessThan(300);
  return response.json();
};
const call = (method: string, path: string, options: ShopCall = {}) =>
  shopCall(runtime, method, path, { token: staffToken, ...options });
const status = async () => (await call('GET', '/api/marketplace/staff/allegro')).body;

/** The buyer's purchase at Allegro: its checkout form's id. */
const buy = async (lines: { offerId: string; quantity: number }[], buyer = 'paysNow', extra: object = {}) => {
  const made = await control('POST', 'purchases', { lines, buyer, ...extra });
  return made.checkoutForms[0].id as string;
};
const importNow = () => importAllegroOrdersBy(Number.POSITIVE_INFINITY);
const orderOfForm = async (formId: string) => {
  const orderId = await importedOrderId('allegro', formId);
  return orderId ? findOrder(orderId) : undefined;
};
const units = async (productId: string) => (await unitsOf([productId])).get(productId);

/**
 * `count` paid purchases of one headset each, only their final event in the journal, with the shop's
 * stock at `shopUnits` (Allegro's offer showing at least `count`: the shop may have sold some
 * meanwhile, its push not yet there), imported: the run's answer matches `run`; their orders.
 */
const busyPage = async (count: number, shopUnits: number, run: object) => {
  // The pushes of the orders before reach Allegro first, so they do not lower the offer meanwhile.
  await allWorkDone(runtime);
  await putStock([{ productId: headset.productId, units: shopUnits }]);
  await control('POST', `offers/${headset.offerId}/stock`, { available: count });
  const made = await control('POST', 'purchases', {
    count,
    lines: [{ offerId: headset.offerId, quantity: 1 }],
    buyer: 'paysNow',
    onlyFinalEvent: true,
  });
  expect(await importNow()).toMatchObject(run);
  return Promise.all(made.checkoutForms.map(({ id }: { id: string }) => orderOfForm(id)));
};

const connect = async () => {
  const started = await call('POST', '/api/marketplace/staff/allegro/connection');
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  expect(started.body.connection.state).toBe('confirming');
  await control('POST', 'authorise', { userCode: started.body.connection.userCode });
  const checked = await call('POST', '/api/marketplace/staff/allegro/connection/check');
  expect(checked.status).toBe(200);
  return checked.body;
};

beforeAll(async () => {
  runtime = await startTestRuntime();
  await putStock([
    { productId: headset.productId, units: 40 },
    { productId: cable.productId, units: 2 },
  ]);
  staffToken = (await signInAsStaff(runtime, `obsluga.allegro.${run}@example.pl`, 'operations')).idToken;
}, 60_000);
afterAll(() => runtime?.stop());

describe('Allegro orders', () => {
  it('connects the shop account by device code', async () => {
    const connected = await connect();
    expect(connected.connection).toMatchObject({ state: 'connected' });
    // What the journal held before (another file's purchases in a shared runtime) read once.
    await importNow();
    expect(await importNow()).toMatchObject({ events: 0, imported: 0 });
  });

  let paidForm: string;
  it('imports a paid order once: payment method 8, paid, its stock taken, invoiced', async () => {
    paidForm = await buy([{ offerId: headset.offerId, quantity: 2 }], 'paysNow', { locker: 'KRA01M' });
    expect(await importNow()).toMatchObject({ imported: 1, problems: 0 });
    const order = await orderOfForm(paidForm);
    expect(order).toMatchObject({
      status: 'toSend',
      payment: 'done',
      paymentMethod: paymentMethodIds.marketplace,
      shippingMethod: 'parcel-locker',
      marketplace: { marketplace: 'allegro', orderId: paidForm },
    });
    expect(order?.stockTaken).toEqual([{ productId: headset.productId, units: 2 }]);
    expect(await units(headset.productId)).toBe(38);
    await allWorkDone(runtime);
    const invoices = await listOrderInvoices(order?.id ?? '');
    expect(invoices.map((invoice) => invoice.kind)).toEqual(['VAT']);
    // The journal read again: nothing imported twice.
    expect(await importNow()).toMatchObject({ imported: 0 });
    const queue = await call('GET', `/api/orders/staff/orders?method=${paymentMethodIds.marketplace}`);
    expect(queue.body.orders.map((listed: { id: string }) => listed.id)).toContain(order?.id);
  });

  it("keeps the offers' stock at Allegro equal to the shop's", async () => {
    await allWorkDone(runtime);
    const { offers } = await control('GET', 'offers');
    const offer = offers.find((each: { id: string }) => each.id === headset.offerId);
    expect(offer.available).toBe(await units(headset.productId));
  });

  it('reports a parcel sent with its tracking number back to Allegro', async () => {
    const order = await orderOfForm(paidForm);
    const sent = await call('POST', `/api/orders/staff/orders/${order?.id}/transitions`, {
      body: { action: 'send', carrier: 'inpost', trackingNumber: '620000123456789' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const form = await eventually(async () => {
      const read = await control('GET', `checkout-forms/${paidForm}`);
      return read.shipments.length > 0 && read.fulfilments.includes('SENT') ? read : undefined;
    });
    expect(form.shipments[0]).toMatchObject({ carrierId: 'INPOST', waybill: '620000123456789' });
  });

  it('keeps an order of an offer the shop cannot tell for the staff, never dropping it', async () => {
    const formId = await buy([{ offerId: unknownOffer, quantity: 1 }]);
    expect(await importNow()).toMatchObject({ imported: 0, problems: 1 });
    const kept = (await status()).problems.find((problem: { formId: string }) => problem.formId === formId);
    expect(kept).toMatchObject({ reason: 'unknown_offer', subject: expect.stringContaining(unknownOffer) });
    const again = await call('POST', `/api/marketplace/staff/allegro/problems/${formId}/import`);
    expect(again.body).toEqual({ outcome: 'problem' });
    const settled = await call('DELETE', `/api/marketplace/staff/allegro/problems/${formId}`);
    expect(settled.body.problems.map((problem: { formId: string }) => problem.formId)).not.toContain(formId);
    const missing = await call('POST', `/api/marketplace/staff/allegro/problems/${formId}/import`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('marketplace_problem_not_found');
  });

  it('imports an order paid late once it is paid, and cancels one its buyer cancelled, stock back', async () => {
    const late = await buy([{ offerId: headset.offerId, quantity: 1 }], 'paysLater');
    expect(await importNow()).toMatchObject({ imported: 0 });
    await control('POST', `purchases/${late}/pay`);
    expect(await importNow()).toMatchObject({ imported: 1 });
    const before = await units(headset.productId);
    await control('POST', `purchases/${late}/cancel`);
    expect(await importNow()).toMatchObject({ cancelled: 1 });
    expect(await orderOfForm(late)).toMatchObject({ status: 'cancelled' });
    expect(await units(headset.productId)).toBe((before ?? 0) + 1);
  });

  it('imports an order whose stock the shop sold meanwhile, flagged, never overselling', async () => {
    const formId = await buy([{ offerId: cable.offerId, quantity: 3 }]);
    expect(await importNow()).toMatchObject({ imported: 1 });
    const order = await orderOfForm(formId);
    expect(order?.marketplace?.stockShortfall).toEqual([{ productId: cable.productId, units: 1 }]);
    expect(order?.stockTaken).toEqual([{ productId: cable.productId, units: 2 }]);
    expect(await units(cable.productId)).toBe(0);
  });

  it('refreshes a token Allegro expired early, and imports on', async () => {
    await control('POST', 'switches', { expireTokens: true });
    const formId = await buy([{ offerId: headset.offerId, quantity: 1 }]);
    expect(await importNow()).toMatchObject({ imported: 1 });
    expect(await orderOfForm(formId)).toMatchObject({ payment: 'done' });
    expect((await status()).connection.state).toBe('connected');
  });

  it('stops the imports when Allegro refuses the tokens, and loses nothing once connected again', async () => {
    await control('POST', 'switches', { unlink: true });
    const formId = await buy([{ offerId: headset.offerId, quantity: 1 }]);
    const refused = await importNow().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AllegroError);
    expect((await status()).connection.state).toBe('stopped');
    expect(await importNow()).toEqual({ skipped: 'stopped' });
    await connect();
    expect(await importNow()).toMatchObject({ imported: 1 });
    expect(await orderOfForm(formId)).toMatchObject({ status: 'toSend', payment: 'done' });
  });

  it('imports a busy page ten orders to a transaction: each once, numbered one after another, the stock exact', async () => {
    const orders = await busyPage(23, 30, { imported: 23, problems: 0 });
    expect(orders.every((order) => order?.payment === 'done')).toBe(true);
    const sequences = orders.map((order) => Number(order?.number.split('/')[1])).sort((a, b) => a - b);
    expect(sequences.at(-1)).toBe((sequences[0] ?? 0) + 22);
    expect(new Set(sequences).size).toBe(23);
    expect(await units(headset.productId)).toBe(7);
    expect(await importNow()).toMatchObject({ imported: 0 });
  });

  it('imports a busy page whose orders want more than the stock holds one at a time, flagging the short ones', async () => {
    const orders = await busyPage(6, 4, { imported: 6 });
    const flagged = orders.filter((order) => order?.marketplace?.stockShortfall);
    expect(flagged).toHaveLength(2);
    expect(orders.filter((order) => order?.stockTaken)).toHaveLength(4);
    expect(await units(headset.productId)).toBe(0);
  });

  it('refuses the routes to anyone outside the operations group', async () => {
    const answer = await call('GET', '/api/marketplace/staff/allegro', { token: undefined });
    expect(answer.status).toBe(401);
  });
});
