import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '#functions/lib/pdf/pdf-text';
import { putStock } from '#functions/lib/table/stock';
import { blikCodes } from '#infra/local/simulators/przelewy24/test-data';
import type { InvoiceListEntry } from '#shared/invoices/invoice-list';
import { formatMoney } from '#shared/money';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, signInOnSite, withBrowserRuntime } from '../support/browser';
import { placeOrderOf } from '../support/place-order';
import { eventually, signUpAndIn } from '../support/runtime';
import { shopCall } from '../support/shop-call';

// The invoices screen in a real browser: a customer pays an order by BLIK, its VAT
// invoice is issued, accepted by the local KSeF simulator and rendered; the screen lists it as paid
// with its KSeF number, the status filter narrows the list, and the downloaded PDF holds the invoice
// number, the KSeF number and the gross total (read with pdftotext).

const dock = 'dell-dock-wd19s-130w';
const email = 'faktury.e2e@example.pl';
const password = 'Test1234';
const env = withBrowserRuntime(() => putStock([{ productId: dock, units: 20 }]));

/** The customer's paid order with its invoice accepted by KSeF and its PDF rendered. */
const paidInvoice = async (token: string): Promise<InvoiceListEntry> => {
  const { orderId } = await placeOrderOf(env.runtime, {
    productId: dock,
    key: 'invoices-e2e-order',
    token,
  });
  const paid = await shopCall(env.runtime, 'POST', `/api/payments/me/orders/${orderId}/payments`, {
    token,
    key: 'invoices-e2e-payment',
    body: { method: 'blik', blikCode: blikCodes.success },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  return eventually(async () => {
    const list = await shopCall(env.runtime, 'GET', '/api/payments/me/invoices', { token });
    const invoice = (list.body.invoices as InvoiceListEntry[]).find((entry) => entry.orderId === orderId);
    return invoice?.ksefNumber && invoice.downloadable ? invoice : undefined;
  }, 30_000);
};

const open = async (page: Page, path: string) => {
  await page.goto(`${env.runtime.siteUrl}${path}`);
  await appStarted(page);
};

const filterBy = async (page: Page, status: string) => {
  await page.getByLabel('Status', { exact: true }).selectOption({ label: status });
  await page.getByRole('button', { name: 'Pokaż', exact: true }).click();
};

describe('invoices screen', () => {
  it('lists the paid invoice with its KSeF number, filters by status and downloads its PDF', async () => {
    const { accessToken } = await signUpAndIn(env.runtime, email, password);
    const invoice = await paidInvoice(accessToken);

    const page = await (await consentedContext(env.browser)).newPage();
    await signInOnSite(page, env.runtime.siteUrl, email, password);
    await open(page, pathFor('accountInvoices', 'pl'));

    const row = page.getByRole('row').filter({ hasText: invoice.number });
    await row.getByText('Opłacona').waitFor();
    await row.getByText(`Numer KSeF: ${invoice.ksefNumber}`).waitFor();

    await filterBy(page, 'Nieopłacona');
    await page.waitForURL(/\?status=2$/);
    await page.getByText('Brak faktur o wybranym statusie.').waitFor();
    await filterBy(page, 'Opłacona');
    await row.waitFor();

    const link = page.waitForResponse((response) => response.url().endsWith('/download'));
    await row.getByRole('button', { name: `Akcje: faktura ${invoice.number}` }).click();
    await page.getByRole('menuitem', { name: 'Pobierz PDF' }).click();
    const { url } = (await (await link).json()) as { url: string };
    const pdf = Buffer.from(await (await fetch(url)).arrayBuffer());
    const text = pdfText(pdf);
    expect(text).toContain(invoice.number);
    expect(text).toContain(invoice.ksefNumber);
    expect(text).toContain(
      formatMoney({ amount: invoice.gross, currency: invoice.currency }, 'pl').replace(/\s+/g, ' '),
    );
  }, 120_000);
});
