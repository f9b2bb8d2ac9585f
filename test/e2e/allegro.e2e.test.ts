import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { importedOrderId } from '#functions/lib/table/marketplace';
import { putStock } from '#functions/lib/table/stock';
import { importAllegroOrdersBy } from '#functions/marketplace/import-allegro-orders';
import { pathFor } from '#shared/routes';
import { appStarted, withBrowserRuntime } from '../support/browser';
import { eventually } from '../support/runtime';
import { staffOnSite } from '../support/staff-on-site';

// The shop's Allegro account in the back office, in a real browser: an operations member connects it
// (the page shows the code, the seller confirms it at Allegro, the page follows to "connected"); a
// buyer pays at Allegro; the order appears in the queue with its Allegro origin, is sent with a
// tracking number, and Allegro (the simulator) records the shipment and the status SENT. The page
// passes axe.

const headset = { productId: 'jabra-evolve2-65-flex', offerId: '18000000009' };
const env = withBrowserRuntime(() => putStock([{ productId: headset.productId, units: 50 }]));
const simulator = () => `${env.runtime.cloudUrl}/_local/allegro/_simulator`;
const control = async (method: string, path: string, body?: object) => {
  const answer = await fetch(`${simulator()}/${path}`, {
    method,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(answer.status, path).toBeLessThan(300);
  return answer.json();
};

describe('the Allegro back office', () => {
  it('connects the account by code, and an Allegro order is sent with its tracking number reported to Allegro', async () => {
    const staff = await staffOnSite(env.runtime, env.browser, {
      email: 'obsluga.allegro.e2e@example.pl',
      group: 'operations',
      password: 'Test1234',
    });
    await staff.goto(`${env.runtime.siteUrl}${pathFor('staffAllegro', 'pl')}`);
    await appStarted(staff);
    await staff.getByRole('heading', { level: 1, name: 'Allegro' }).waitFor();
    const main = staff.getByRole('main');
    await main.getByRole('button', { name: /^Połącz/ }).click();
    const code = staff.locator('.staff-allegro-user-code');
    await code.waitFor();
    await control('POST', 'authorise', { userCode: (await code.getAttribute('data-user-code')) ?? '' });
    // The page asks Allegro at the interval it named until the seller's confirmation is there.
    await staff.locator('[data-connection="connected"]').waitFor({ timeout: 30_000 });
    expect((await new AxeBuilder({ page: staff }).analyze()).violations.map(({ id }) => id)).toEqual([]);

    await importAllegroOrdersBy(Number.POSITIVE_INFINITY);
    const made = await control('POST', 'purchases', {
      lines: [{ offerId: headset.offerId, quantity: 1 }],
      buyer: 'paysNow',
      locker: 'KRA01M',
    });
    const formId: string = made.checkoutForms[0].id;
    expect(await importAllegroOrdersBy(Number.POSITIVE_INFINITY)).toMatchObject({ imported: 1 });
    const orderId = await importedOrderId('allegro', formId);

    await main.getByRole('link', { name: 'Zamówienia' }).first().click();
    await staff.locator('.staff-queue tbody tr').first().waitFor();
    await staff.goto(`${env.runtime.siteUrl}${pathFor('staffOrder', 'pl', { orderId: orderId ?? '' })}`);
    await main.getByText(`Allegro, zamówienie ${formId}`).waitFor();
    await main.getByLabel('Numer przesyłki').fill('620000123456789');
    await main.getByRole('button', { name: 'Wyślij', exact: true }).click();
    await staff.getByRole('status').filter({ hasText: 'Zamówienie wysłane' }).waitFor();

    const form = await eventually(async () => {
      const read = await control('GET', `checkout-forms/${formId}`);
      return read.fulfilments.includes('SENT') ? read : undefined;
    });
    expect(form.shipments).toEqual([
      expect.objectContaining({ carrierId: 'INPOST', waybill: '620000123456789' }),
    ]);
  }, 120_000);
});
