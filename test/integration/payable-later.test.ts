import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putStock } from '#functions/lib/table/stock';
import type { Runtime } from '#infra/local/runtime';
import { blikCodes } from '#infra/local/simulators/przelewy24/test-data';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { placeOrderOf } from '../support/place-order';
import { eventually, startTestRuntime } from '../support/runtime';
import { basketCookieOf, type ShopCall, shopCall } from '../support/shop-call';
import { signInAsStaff } from '../support/totp';

// Orders paid later than their placement, through the local runtime: a product
// delivered on demand waits `new` until operations confirm its availability, then is paid online; a
// credit order goes to the fixture financing partner, whose approval books the payment and whose
// refusal (the `+odmowa` e-mail marker) lets the buyer pay online instead. Each ends paid, to send.

let runtime: Runtime;
let staff: { idToken: string };
const dock = 'dell-dock-wd19s-130w';
/** A demo laptop delivered on demand (its availability `on-demand`). */
const onDemandLaptop = 'thinkpad-e14-gen-6-16gb-512gb-1a';

beforeAll(async () => {
  runtime = await startTestRuntime();
  await putStock([{ productId: dock, units: 50 }]);
  staff = await signInAsStaff(runtime, 'pozniej.obsluga@example.pl', 'operations');
}, 60_000);
afterAll(() => runtime?.stop());

const call = (method: string, path: string, options: ShopCall = {}) =>
  shopCall(runtime, method, path, options);

const orderOf = async (orderId: string, linkToken: string) =>
  (await call('GET', `/api/orders/orders/${orderId}?token=${linkToken}`)).body;

const mailsTo = (email: string, subject: string) =>
  runtime.mail.list().filter((mail) => mail.to.includes(email) && mail.subject.includes(subject));

/** Pays the guest's order by BLIK on the sandbox and waits until it is paid, to send. */
const payByBlik = async (orderId: string, linkToken: string, key: string) => {
  const started = await call('POST', `/api/payments/orders/${orderId}/payments?token=${linkToken}`, {
    key,
    body: { method: 'blik', blikCode: blikCodes.success },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return eventually(async () => {
    const order = await orderOf(orderId, linkToken);
    return order.status === 'toSend' && order.payment === 'done' && order;
  });
};

describe('a product delivered on demand', () => {
  it('is ordered with availability confirmation only, waits new, and is paid once operations confirm', async () => {
    const email = 'na.zamowienie@example.pl';
    const { orderId, linkToken } = await placeOrderOf(runtime, {
      productId: onDemandLaptop,
      key: 'on-demand-order',
      paymentMethodId: paymentMethodIds.availabilityConfirmation,
      email,
    });
    expect(await orderOf(orderId, linkToken)).toMatchObject({
      status: 'new',
      statusId: 1,
      actions: ['cancel'],
    });
    const early = await call('POST', `/api/payments/orders/${orderId}/payments?token=${linkToken}`, {
      key: 'on-demand-early',
      body: { method: 'blik', blikCode: blikCodes.success },
    });
    expect(early.body).toMatchObject({ code: 'order_cannot_be_paid' });

    const confirmed = await call('POST', `/api/orders/staff/orders/${orderId}/transitions`, {
      token: staff.idToken,
      body: { action: 'confirmAvailability' },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'unpaid' });
    const again = await call('POST', `/api/orders/staff/orders/${orderId}/transitions`, {
      token: staff.idToken,
      body: { action: 'confirmAvailability' },
    });
    expect(again.body).toMatchObject({ code: 'order_cannot_be_confirmed' });
    await eventually(() => mailsTo(email, 'możesz zapłacić').length === 1);

    await payByBlik(orderId, linkToken, 'on-demand-payment');
  }, 60_000);

  it('cannot be placed with another method', async () => {
    const added = await call('POST', '/api/orders/basket/items', {
      body: { productId: onDemandLaptop, quantity: 1 },
    });
    const placed = await call('POST', '/api/orders/orders', {
      cookie: basketCookieOf(added),
      key: 'on-demand-by-transfer',
      body: {
        ...sampleGuestOrderInput,
        basketVersion: added.body.version,
        shippingMethod: 'courier',
        parcelLockerId: undefined,
        paymentMethodId: paymentMethodIds.transfer,
      },
    });
    expect(placed.status).toBe(409);
    expect(placed.body).toMatchObject({ code: 'payment_method_not_available' });
  });
});

describe('consumer credit through the fixture financing partner', () => {
  it('is approved: the partner’s payment is booked once and the order goes to realization', async () => {
    const { orderId, linkToken } = await placeOrderOf(runtime, {
      productId: dock,
      key: 'credit-approved',
      paymentMethodId: paymentMethodIds.credit,
    });
    const order = await eventually(async () => {
      const read = await orderOf(orderId, linkToken);
      return read.status === 'toSend' && read;
    });
    expect(order).toMatchObject({
      payment: 'done',
      progress: { payment: 'done', realization: 'inProgress' },
    });
    expect(order.financingDeclined).toBeUndefined();
  }, 60_000);

  it('is declined: the buyer is told, and pays the order online instead', async () => {
    const email = 'jan+odmowa@example.pl';
    const { orderId, linkToken } = await placeOrderOf(runtime, {
      productId: dock,
      key: 'credit-declined',
      paymentMethodId: paymentMethodIds.credit,
      email,
    });
    const declined = await eventually(async () => {
      const read = await orderOf(orderId, linkToken);
      return read.financingDeclined && read;
    });
    expect(declined).toMatchObject({ status: 'unpaid', payment: 'waiting' });
    await eventually(() => mailsTo(email, 'wniosek o finansowanie odrzucony').length === 1);
    await payByBlik(orderId, linkToken, 'credit-declined-payment');
  }, 60_000);
});
