import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInvoice } from '#functions/lib/table/invoices';
import { putStock } from '#functions/lib/table/stock';
import { saleInvoiceId } from '#functions/use-cases/invoices/issue-invoice';
import type { Runtime } from '#infra/local/runtime';
import { blikCodes } from '#infra/local/simulators/przelewy24/test-data';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { eventually, startTestRuntime } from '../support/runtime';
import { basketCookieOf, shopCall } from '../support/shop-call';

// An EU consumer's order through the local runtime: a guest shopping from Germany
// pays German VAT (19 %); once paid, the order's invoice is issued under the one-stop shop (OSS: FA(3)
// P_12_XII and P_13_5/P_14_5), and the KSeF simulator, which checks every invoice against the FA(3)
// schema, accepts it.

let runtime: Runtime;
const dock = 'dell-dock-wd19s-130w';
beforeAll(async () => {
  runtime = await startTestRuntime();
  await putStock([{ productId: dock, units: 5 }]);
}, 60_000);
afterAll(() => runtime?.stop());

describe('an EU consumer’s invoice', () => {
  it('is issued under OSS at the member state’s rate and accepted by KSeF', async () => {
    const fromGermany = '?country=DE&currency=PLN';
    const added = await shopCall(runtime, 'POST', `/api/orders/basket/items${fromGermany}`, {
      body: { productId: dock, quantity: 1 },
    });
    expect(added.body.lines[0].vatTreatment).toEqual({ case: 'oss', rate: 1900, country: 'DE' });
    const placed = await shopCall(runtime, 'POST', `/api/orders/orders${fromGermany}`, {
      cookie: basketCookieOf(added),
      key: 'oss-order',
      body: {
        ...sampleGuestOrderInput,
        basketVersion: added.body.version,
        // Sent to her in Berlin: goods taxed where they arrive.
        contact: { ...sampleGuestOrderInput.contact, country: 'DE', zipCode: '10115', city: 'Berlin' },
        shippingMethod: 'courier',
        parcelLockerId: undefined,
        paymentMethodId: 13,
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { id: orderId, linkToken } = placed.body;
    const paid = await shopCall(
      runtime,
      'POST',
      `/api/payments/orders/${orderId}/payments?token=${linkToken}`,
      {
        key: 'oss-payment',
        body: { method: 'blik', blikCode: blikCodes.success },
      },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);

    const invoice = await eventually(async () => {
      const issued = await readInvoice(saleInvoiceId(orderId));
      return issued?.ksef?.status === 'accepted' ? issued : undefined;
    }, 30_000);
    expect(invoice.lines.every((line) => line.vatRate === 'OSS' && line.ossRate === 19)).toBe(true);
    expect(invoice.vatSummary).toEqual([
      expect.objectContaining({ rate: 'OSS', ossRate: 19, gross: placed.body.totals.total.gross }),
    ]);
  }, 60_000);
});
