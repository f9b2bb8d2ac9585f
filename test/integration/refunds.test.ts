import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putStock } from '#functions/lib/table/stock';
import type { Runtime } from '#infra/local/runtime';
import { blikCodes } from '#infra/local/simulators/przelewy24/test-data';
import type { InvoiceListEntry } from '#shared/invoices/invoice-list';
import { formatMoney } from '#shared/money';
import { placeOrderOf } from '../support/place-order';
import { allWorkDone, eventually, signUpAndIn, startTestRuntime } from '../support/runtime';
import { type ShopCall, shopCall } from '../support/shop-call';
import { signInAsStaff } from '../support/totp';

// A paid order cancelled by operations through the local runtime and the Przelewy24
// sandbox: its BLIK payment asked back and refunded once (the sandbox's refund notice), a negative
// line in the customer's payment history, and its VAT invoice corrected to zero by one KOR, which
// leaves the invoice cancelled (status 1) and goes to KSeF like any invoice. An order paid twice (a
// second tab's payment, or one the buyer replaced and then paid anyway): one payment pays it, the
// other is given back whole, once, the buyer mailed.

let runtime: Runtime;
const dock = 'dell-dock-wd19s-130w';
beforeAll(async () => {
  runtime = await startTestRuntime();
  await putStock([{ productId: dock, units: 20 }]);
}, 60_000);
afterAll(() => runtime?.stop());

const call = (method: string, path: string, options: ShopCall = {}) =>
  shopCall(runtime, method, path, options);

const invoicesOf = async (token: string, orderId: string): Promise<InvoiceListEntry[]> =>
  (await call('GET', '/api/payments/me/invoices', { token })).body.invoices.filter(
    (invoice: InvoiceListEntry) => invoice.orderId === orderId,
  );

describe('a paid order cancelled by operations', () => {
  it('is refunded at the provider once, and its invoice corrected to zero by one KOR', async () => {
    const customer = await signUpAndIn(runtime, 'zwrot.klient@example.pl');
    const staff = await signInAsStaff(runtime, 'zwrot.obsluga@example.pl', 'operations');
    const token = customer.accessToken;
    const { orderId } = await placeOrderOf(runtime, { productId: dock, key: 'refund-order', token });
    const started = await call('POST', `/api/payments/me/orders/${orderId}/payments`, {
      token,
      key: 'refund-payment',
      body: { method: 'blik', blikCode: blikCodes.success },
    });
    const paymentPath = `/api/payments/me/orders/${orderId}/payments/${started.body.paymentId}`;
    const [invoice] = await eventually(async () => {
      const invoices = await invoicesOf(token, orderId);
      return invoices[0]?.status === 3 && invoices;
    });

    const cancelled = await call('POST', `/api/orders/staff/orders/${orderId}/transitions`, {
      token: staff.idToken,
      body: { action: 'cancel' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    await eventually(async () => (await call('GET', paymentPath, { token })).body.state === 'refunded');
    const atSandbox = await fetch(`${runtime.przelewy24Url}/_sandbox/transactions/${started.body.paymentId}`);
    expect(await atSandbox.json()).toMatchObject({ state: 'refunded', refunded: invoice?.gross });

    const invoices = await eventually(async () => {
      const all = await invoicesOf(token, orderId);
      return all.length === 2 && all.find((entry) => entry.kind === 'VAT')?.status === 1 && all;
    });
    const kor = invoices.find((entry) => entry.kind === 'KOR');
    expect(kor).toMatchObject({ corrects: invoice?.number, gross: -(invoice?.gross ?? 0) });
    expect(kor?.number).toMatch(/^KOR\/\d{4}\/\d{2}\/\d{6}$/);
    await eventually(
      async () => (await invoicesOf(token, orderId)).find((entry) => entry.kind === 'KOR')?.ksefNumber,
    );

    const history = await call('GET', '/api/payments/me/history', { token });
    expect(history.body.entries.map((entry: { amount: number }) => entry.amount)).toEqual([
      -(invoice?.gross ?? 0),
      invoice?.gross,
    ]);
  }, 60_000);
});

describe('an order paid twice', () => {
  const mailsTo = (email: string) => runtime.mail.list().filter((mail) => mail.to.includes(email));

  it('answers a second start of the same method with the payment in flight (two tabs, a double click)', async () => {
    const customer = await signUpAndIn(runtime, 'dwie.karty@example.pl');
    const { orderId } = await placeOrderOf(runtime, {
      productId: dock,
      key: 'two-tabs',
      token: customer.accessToken,
    });
    const start = (key: string) =>
      call('POST', `/api/payments/me/orders/${orderId}/payments`, {
        token: customer.accessToken,
        key,
        body: { method: 'online' },
      });
    const [first, second] = [await start('two-tabs-first'), await start('two-tabs-second')];
    expect(first.status).toBe(201);
    expect(second.body).toEqual(first.body);
  });

  it('refunds the payment the order no longer owed, once, with both in the history and the buyer mailed', async () => {
    const customer = await signUpAndIn(runtime, 'nadplata@example.pl');
    const token = customer.accessToken;
    const { orderId } = await placeOrderOf(runtime, { productId: dock, key: 'paid-twice', token });
    const paymentsPath = `/api/payments/me/orders/${orderId}/payments`;
    // The buyer opens the provider's page, comes back, and pays by BLIK instead: the first registration
    // is ended here, yet the provider's page stays open and she pays it too.
    const replaced = await call('POST', paymentsPath, {
      token,
      key: 'paid-twice-1',
      body: { method: 'online' },
    });
    const blik = await call('POST', paymentsPath, {
      token,
      key: 'paid-twice-2',
      body: { method: 'blik', blikCode: blikCodes.success },
    });
    expect(blik.status, JSON.stringify(blik.body)).toBe(201);
    await eventually(
      async () =>
        (await call('GET', `${paymentsPath}/${blik.body.paymentId}`, { token })).body.state === 'paid',
    );
    const sandboxToken = String(replaced.body.redirectUrl).split('/trnRequest/')[1];
    const paidLate = await fetch(`${runtime.przelewy24Url}/_sandbox/pay/${sandboxToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'transfer' }),
    });
    expect(paidLate.status).toBe(200);

    const surplus = `${paymentsPath}/${replaced.body.paymentId}`;
    await eventually(async () => (await call('GET', surplus, { token })).body.state === 'refunded');
    const atSandbox = await fetch(
      `${runtime.przelewy24Url}/_sandbox/transactions/${replaced.body.paymentId}`,
    );
    const { amount, state, refunded } = (await atSandbox.json()) as {
      amount: number;
      state: string;
      refunded: number;
    };
    expect({ state, refunded }).toEqual({ state: 'refunded', refunded: amount });
    const order = await call('GET', `/api/orders/me/orders/${orderId}`, { token });
    expect(order.body).toMatchObject({ status: 'toSend', payment: 'done' });
    // The order's invoice took the surplus (overpaid) and, once it was refunded, gave it back: paid.
    await allWorkDone(runtime);
    const [invoice] = await invoicesOf(token, orderId);
    expect(invoice).toMatchObject({ status: 3, gross: order.body.totals.total.gross, amountToPay: 0 });

    const history = await eventually(async () => {
      const { entries } = (await call('GET', '/api/payments/me/history', { token })).body;
      return entries.length === 3 && (entries as { amount: number }[]);
    });
    expect(history.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([-amount, amount, amount]);
    // The order's contact e-mail is told.
    const surplusMails = () =>
      mailsTo(order.body.email).filter((mail) =>
        mail.subject.startsWith(`Zamówienie ${order.body.number}: zwracamy`),
      );
    const mails = await eventually(() => surplusMails().length > 0 && surplusMails());
    await allWorkDone(runtime);
    expect(surplusMails()).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      `Zamówienie ${order.body.number}: zwracamy nadpłatę ${formatMoney({ amount, currency: 'PLN' }, 'pl')}`,
    );
  }, 60_000);
});
