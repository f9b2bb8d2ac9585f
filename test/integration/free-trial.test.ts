import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertTrialsBy } from '#functions/payments/convert-ended-trials';
import type { Runtime } from '#infra/local/runtime';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { eventually, signUpAndIn, startTestRuntime } from '../support/runtime';
import { addCard } from '../support/saved-card';
import { type ShopCall, shopCall } from '../support/shop-call';

// A free trial (payment method 7) through the local runtime and the Przelewy24
// sandbox: a customer with an active saved card orders a monthly plan whose first month is free, the
// order costs nothing and goes to realization; a month later the schedule orders the next month and
// charges the saved card off-session, which the sandbox's notification settles: that order is paid
// and invoiced. Without a card the trial is refused.

let runtime: Runtime;
/** A demo plan sold with a one-month free trial (infra/local/demo-catalogue/subscriptions.ts). */
const trialPlan = 'teams-essentials-monthly';

beforeAll(async () => {
  runtime = await startTestRuntime();
}, 60_000);
afterAll(() => runtime?.stop());

const call = (method: string, path: string, options: ShopCall = {}) =>
  shopCall(runtime, method, path, options);

/** The customer's basket of two trial licences and its placement with the free trial. */
const orderTrial = async (token: string, key: string) => {
  const added = await call('POST', '/api/orders/me/basket/items', {
    token,
    body: { productId: trialPlan, quantity: 2 },
  });
  expect(added.body).toMatchObject({
    totals: { net: 0, gross: 0 },
    lines: [{ productId: trialPlan, unitNet: 0, afterFirstMonthNet: expect.any(Number) }],
  });
  return call('POST', '/api/orders/me/orders', {
    token,
    key,
    body: {
      ...sampleGuestOrderInput,
      basketVersion: added.body.version,
      accountType: 'private',
      shippingMethod: 'electronic',
      parcelLockerId: undefined,
      paymentMethodId: paymentMethodIds.freeTrial,
      consents: { terms: true, privacy: true, recurringPayment: true, microsoftCustomerAgreement: true },
    },
  });
};

describe('a free trial', () => {
  it('is refused without a saved card', async () => {
    const customer = await signUpAndIn(runtime, 'bez.karty@example.pl');
    const refused = await orderTrial(customer.accessToken, 'trial-no-card');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'trial_card_required' });
  });

  it('costs nothing now; a month later its next month is ordered, charged to the saved card and invoiced', async () => {
    const customer = await signUpAndIn(runtime, 'okres.probny@example.pl');
    const { list } = await addCard(runtime, customer.idToken, '12/30');
    await eventually(async () => (await list()).body.cards?.[0]?.status === 'active');

    const placed = await orderTrial(customer.accessToken, 'trial-with-card');
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({
      status: 'toSend',
      payment: 'done',
      paymentMethod: paymentMethodIds.freeTrial,
      totals: { total: { gross: 0 } },
    });
    const trialEnd = Date.parse(placed.body.trialEndsAt);
    expect(await convertTrialsBy(() => new Date(trialEnd - 60_000))).toMatchObject({ charged: 0 });

    expect(await convertTrialsBy(() => new Date(trialEnd + 60_000))).toEqual({
      charged: 1,
      chargeFailed: 0,
      ended: 0,
    });
    expect(await convertTrialsBy(() => new Date(trialEnd + 120_000))).toMatchObject({ charged: 0 });
    const orders = (await call('GET', '/api/orders/me/orders', { token: customer.accessToken })).body.orders;
    const next = orders.find((order: { continues?: string }) => order.continues === placed.body.id);
    expect(next).toMatchObject({ paymentMethod: paymentMethodIds.card });
    expect(next.totals.total.gross).toBeGreaterThan(0);
    await eventually(async () => {
      const read = await call('GET', `/api/orders/me/orders/${next.id}`, { token: customer.accessToken });
      return read.body.status === 'toSend' && read.body.payment === 'done';
    });
    const invoices = await eventually(async () => {
      const all = (await call('GET', '/api/payments/me/invoices', { token: customer.accessToken })).body
        .invoices;
      return all.length === 1 && all[0].status === 3 && all;
    });
    expect(invoices[0]).toMatchObject({ orderId: next.id, gross: next.totals.total.gross });
  }, 60_000);
});
