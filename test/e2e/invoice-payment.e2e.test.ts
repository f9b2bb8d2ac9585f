import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { putStock } from '#functions/lib/table/stock';
import { demoUsers } from '#infra/local/seed';
import { blikCodes } from '#infra/local/simulators/przelewy24/test-data';
import { sampleInvoiceData } from '#shared/identity/sample-invoice-data';
import type { InvoiceListEntry } from '#shared/invoices/invoice-list';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, signInOnSite, withBrowserRuntime } from '../support/browser';
import { demoLikeUser, eventually, signIn } from '../support/runtime';
import { shopCall } from '../support/shop-call';

// Paying an invoice by its pay link in a real browser: a business customer made like the demo one
// orders with deferred payment, so its invoice is issued unpaid at placement; `/platnosci/` lists it
// with a pay link; anyone with the link (a browser never signed in) pays it by BLIK on
// `/platnosc/{guid}` against the local Przelewy24 sandbox and sees it turn paid; an unknown guid is
// the not-found page.

const dock = 'dell-dock-wd19s-130w';
const env = withBrowserRuntime(() => putStock([{ productId: dock, units: 20 }]));

/** The business customer's deferred order and its unpaid invoice. */
const unpaidInvoice = async (token: string): Promise<InvoiceListEntry> => {
  const added = await shopCall(env.runtime, 'POST', '/api/orders/me/basket/items', {
    token,
    body: { productId: dock, quantity: 1 },
  });
  const placed = await shopCall(env.runtime, 'POST', '/api/orders/me/orders', {
    token,
    key: 'invoice-payment-e2e',
    body: {
      ...sampleGuestOrderInput,
      basketVersion: added.body.version,
      shippingMethod: 'courier',
      parcelLockerId: undefined,
      accountType: 'business',
      paymentMethodId: 4,
      invoice: sampleInvoiceData,
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return eventually(async () => {
    const list = await shopCall(env.runtime, 'GET', '/api/payments/me/invoices?status=2', { token });
    return (list.body.invoices as InvoiceListEntry[]).find((entry) => entry.orderId === placed.body.id);
  });
};

const open = async (page: Page, path: string) => {
  await page.goto(`${env.runtime.siteUrl}${path}`);
  await appStarted(page);
};

describe('paying an invoice by its pay link', () => {
  it('lists the unpaid invoice under payments and lets anyone with its link pay it by BLIK', async () => {
    const business = await demoLikeUser(env.runtime, demoUsers[1]);
    const { idToken } = await signIn(env.runtime, business.email, business.password);
    const invoice = await unpaidInvoice(idToken);

    const customer = await (await consentedContext(env.browser)).newPage();
    await signInOnSite(customer, env.runtime.siteUrl, business.email, business.password);
    await open(customer, pathFor('payments', 'pl'));
    const row = customer.getByRole('row').filter({ hasText: `Faktura ${invoice.number}` });
    expect(await row.getByRole('link', { name: 'Zapłać' }).getAttribute('href')).toBe(
      pathFor('payment', 'pl', { invoiceGuid: invoice.guid }),
    );

    const anyone = await (await consentedContext(env.browser)).newPage();
    await open(anyone, pathFor('payment', 'pl', { invoiceGuid: invoice.guid }));
    await anyone.getByRole('heading', { level: 1, name: 'Płatność za fakturę' }).waitFor();
    await anyone.getByText(invoice.number).waitFor();
    await anyone.getByRole('radio', { name: 'BLIK' }).check();
    await anyone.getByLabel('Kod BLIK').fill(blikCodes.success);
    await anyone.getByRole('button', { name: 'Zapłać kodem BLIK' }).click();
    await anyone
      .getByRole('status')
      .filter({ hasText: `Faktura ${invoice.number} jest opłacona. Dziękujemy!` })
      .waitFor({ timeout: 30_000 });

    await open(customer, pathFor('payments', 'pl'));
    await customer.getByText('Nie masz nic do zapłaty.').waitFor();
  }, 120_000);

  it('shows the not-found page for a guid no invoice has', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    await open(page, pathFor('payment', 'pl', { invoiceGuid: 'A'.repeat(22) }));
    await page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' }).waitFor();
  });
});
