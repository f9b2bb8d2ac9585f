import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { demoStockLaptopId } from '#infra/local/demo-catalogue/stock-and-codes';
import { blikCodes } from '#infra/local/simulators/przelewy24/test-data';
import { formatMoney } from '#shared/money';
import type { OrderView } from '#shared/orders/order-view';
import { pathFor } from '#shared/routes';
import { apiCall } from '../support/api-call';
import { appStarted, consentedContext, withBrowserRuntime } from '../support/browser';

// The payment screens in a real browser against the local Przelewy24 sandbox: a
// guest pays a laptop order by BLIK on the redirection page (which shows the order's number and the
// amount with its currency) and watches it turn paid without a reload;
// a guest pays by online transfer on the sandbox's hosted page and comes back to a paid status page.

const env = withBrowserRuntime();

const laptop = demoProducts.find((product) => product.id === demoStockLaptopId);

/**
 * A guest places the demo laptop for courier delivery, paid with the named method (the redirection
 * page follows); answers the total to pay the summary showed.
 */
const placeLaptopOrder = async (page: Page, method: string, email: string): Promise<string> => {
  if (!laptop?.texts.pl) throw new Error('no Polish demo laptop');
  await page.goto(
    `${env.runtime.siteUrl}${pathFor('product', 'pl', { id: laptop.id, slug: laptop.texts.pl.slug })}`,
  );
  await appStarted(page);
  await page.getByRole('main').getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kontynuuj zakupy' }).click();
  await page.goto(`${env.runtime.siteUrl}${pathFor('order', 'pl')}`);
  await appStarted(page);
  const nextStep = async (heading: string) => {
    await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    await page.getByRole('button', { name: 'Dalej' }).click();
  };
  await page.getByRole('radio', { name: 'Bez rejestracji (jako gość)' }).check();
  await nextStep('Krok 1: Rodzaj konta');
  await page.getByRole('radio', { name: /^Dostawa kurierem/ }).check();
  const contact = { Imię: 'Ewa', Nazwisko: 'Nowak', Telefon: '+48 600 200 300', 'E-mail': email };
  const street = { Ulica: 'Polna', 'Numer domu': '2', 'Kod pocztowy': '00-950', Miejscowość: 'Warszawa' };
  for (const [label, value] of Object.entries({ ...contact, ...street }))
    await page.getByLabel(label, { exact: true }).fill(value);
  await nextStep('Krok 2: Dostawa i kontakt');
  await nextStep('Krok 3: Dane do faktury');
  await page.getByRole('radio', { name: method, exact: true }).check();
  await nextStep('Krok 4: Płatność');
  await page.getByRole('heading', { level: 2, name: 'Krok 5: Podsumowanie' }).waitFor();
  const total = await page
    .getByRole('table', { name: 'Twoje zamówienie' })
    .getByRole('row', { name: /^Do zapłaty/ })
    .getByRole('cell')
    .innerText();
  await page.getByRole('checkbox', { name: 'Akceptuję regulamin sklepu.' }).check();
  await page.getByRole('checkbox', { name: 'Akceptuję politykę prywatności.' }).check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  return total;
};

/** The order the redirection page is open for, read through its link token. */
const orderOfPage = async (page: Page): Promise<OrderView> => {
  const query = new URL(page.url()).searchParams;
  const read = await apiCall(
    env.runtime,
    'GET',
    `/api/orders/orders/${query.get('order')}?${new URLSearchParams({ token: query.get('token') ?? '' })}`,
  );
  expect(read.status).toBe(200);
  return read.body;
};

const paidState = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Płatność została zaksięgowana.' }).waitFor({ timeout: 20_000 });

describe('payment screens', () => {
  it('lets a guest pay by BLIK and shows the order paid without a reload', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    const total = await placeLaptopOrder(page, 'BLIK', 'ewa.blik@example.pl');
    await page.getByRole('heading', { level: 1, name: 'Przekierowanie do płatności' }).waitFor();
    // A marker on the window survives only if the page is never loaded again.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    // What is paid: the order's number and its amount with the currency, as the summary showed it.
    const order = await orderOfPage(page);
    const paid = page.getByRole('main').locator('dl.payment-facts');
    const facts = (await paid.innerText()).split('\n');
    expect(facts).toEqual(
      expect.arrayContaining([
        order.number,
        formatMoney({ amount: order.totals.total.gross, currency: 'PLN' }, 'pl'),
        total,
        'BLIK',
      ]),
    );

    await page.getByRole('button', { name: 'Zapłać kodem BLIK' }).click();
    await page.getByText('Kod BLIK ma 6 cyfr.').waitFor();
    expect(await page.getByLabel('Kod BLIK').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Kod BLIK').fill(blikCodes.success);
    // The error goes as the code becomes valid, before it is sent.
    await expect.poll(() => page.getByText('Kod BLIK ma 6 cyfr.').count()).toBe(0);
    expect(await page.getByLabel('Kod BLIK').getAttribute('aria-invalid')).toBe('false');
    await page.getByRole('button', { name: 'Zapłać kodem BLIK' }).click();

    await page.waitForURL(/\/status-zamowienia\/\?.*payment=/, { timeout: 20_000 });
    await paidState(page);
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  });

  it('lets a guest pay by online transfer on the provider page and come back to a paid order', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    await placeLaptopOrder(page, 'Płatność online', 'ewa.przelew@example.pl');

    await page.waitForURL(`${env.runtime.przelewy24Url}/trnRequest/**`);
    await page.getByRole('radio', { name: 'mBank (mTransfer)' }).check();
    await page.getByRole('button', { name: 'Zapłać', exact: true }).first().click();

    await page.waitForURL(/\/status-zamowienia\/\?.*payment=/, { timeout: 20_000 });
    await appStarted(page);
    await paidState(page);
    expect(await page.getByRole('link', { name: 'Zapłać teraz' }).count()).toBe(0);
  });
});
