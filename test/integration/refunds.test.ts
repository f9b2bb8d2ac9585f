import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putStock } from '#functions/lib/table/stock';
import type { Runtime } from '#infra/local/runtime';
import { blikCodes } from '#infra/local/simulators/przelewy24/test-data';
import type { InvoiceListEntry } from '#shared/invoices/invoice-list';
import { placeOrderOf } from '../support/place-order';
import { eventually, signUpAndIn, startTestRuntime } from '../support/runtime';
import { type ShopCall, shopCall } from '../support/shop-call';
import { signInAsStaff } from '../support/totp';

// A paid order cancelled by operations through the local runtime and the Przelewy24
// sandbox: its BLIK payment asked back and refunded once (the sandbox's refund notice), a negative
// line in the customer's payment history, and its VAT invoice corrected to zero by one KOR, which
// leaves the invoice cancelled (status 1) and goes to KSeF like any invoice.

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
