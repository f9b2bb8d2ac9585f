import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { demoStockLaptopId } from '#infra/local/demo-catalogue/stock-and-codes';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, withBrowserRuntime } from '../support/browser';

// The basket screens in a real browser: a guest adds the demo laptop (10 in
// stock), sees the basket modal and the header's count, changes the quantity on /koszyk/ up to the
// stock-limit modal, tries an expired and a valid demo discount code, and removing everything sends
// them home; a guest's basket joins the account's at sign-in, and a customer mixing a monthly and an
// annual licence is told the second was removed.

const env = withBrowserRuntime();

const productPath = (id: string) => {
  const product = demoProducts.find((candidate) => candidate.id === id);
  if (!product?.texts.pl) throw new Error(`no Polish demo product ${id}`);
  return { name: product.texts.pl.name, path: pathFor('product', 'pl', { id, slug: product.texts.pl.slug }) };
};

const open = async (page: Page, path: string) => {
  await page.goto(`${env.runtime.siteUrl}${path}`);
  await appStarted(page);
};

/** axe's rule ids the page breaks (none, for an accessible page). */
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id);

/** The product page's own button (cards in its tabs name their product). */
const addOnProductPage = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();

/** Waits for the header's basket link to read `text`. */
const headerSays = (page: Page, text: string) =>
  page.getByRole('banner').getByRole('link', { name: text, exact: true }).waitFor();

describe('basket', () => {
  it('takes a guest from "add to basket" through quantities and a discount code to an empty basket and home', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    const laptop = productPath(demoStockLaptopId);
    await open(page, laptop.path);
    await headerSays(page, 'Koszyk: pusty');

    await addOnProductPage(page);
    const modal = page.getByRole('dialog', { name: 'Produkt został dodany do koszyka' });
    await modal.getByText(laptop.name).waitFor();
    await modal.getByText('Ilość w koszyku: 1').waitFor();
    await modal.getByText(/^W koszyku: 1 produkt o wartości/).waitFor();
    await headerSays(page, 'Koszyk: 1 produkt');
    expect(await axeViolations(page)).toEqual([]);

    await modal.getByRole('link', { name: 'Przejdź do koszyka' }).click();
    await page.getByRole('heading', { level: 1, name: 'Koszyk' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(pathFor('basket', 'pl'));
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Zwiększ ilość: ${laptop.name}` }).click();
    const quantity = page.getByRole('spinbutton', { name: `Ilość: ${laptop.name}` });
    await expect.poll(() => quantity.inputValue(), { timeout: 10_000 }).toBe('2');
    await headerSays(page, 'Koszyk: 2 produkty');

    // More than the 10 in stock: capped, and the "contact us" modal.
    await quantity.fill('20');
    await quantity.press('Enter');
    const limit = page.getByRole('dialog', { name: 'Przekroczono limit dostępnej ilości' });
    await limit.getByRole('link', { name: 'Skontaktuj się z nami' }).waitFor();
    await limit.getByRole('button', { name: 'Zamknij' }).click();
    await expect.poll(() => quantity.inputValue(), { timeout: 10_000 }).toBe('10');

    const code = page.getByLabel('Kod rabatowy');
    await code.fill('LATO2025');
    await page.getByRole('button', { name: 'Zastosuj' }).click();
    await page.getByRole('alert').getByText('Kod rabatowy jest nieaktywny.').waitFor();
    await code.fill('laptop10');
    await page.getByRole('button', { name: 'Zastosuj' }).click();
    await page
      .getByRole('status')
      .getByText('Kod rabatowy LAPTOP10 jest prawidłowy i został naliczony.')
      .waitFor();
    await page.getByText('Rabat', { exact: true }).waitFor();

    await page.getByRole('button', { name: `Usuń z koszyka: ${laptop.name}` }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(pathFor('home', 'pl'));
    await headerSays(page, 'Koszyk: pusty');
  });

  it("merges a guest's basket at sign-in, and removes a monthly licence added to an annual one, with the message", async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    await open(page, productPath(demoStockLaptopId).path);
    await addOnProductPage(page);
    await page
      .getByRole('dialog', { name: 'Produkt został dodany do koszyka' })
      .getByRole('button', { name: 'Kontynuuj zakupy' })
      .click();
    await headerSays(page, 'Koszyk: 1 produkt');

    await open(page, pathFor('signIn', 'pl'));
    await page.getByLabel('E-mail', { exact: true }).fill('klient@demo.sklep.local');
    await page.getByLabel('Hasło', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Wyloguj się' }).waitFor();
    await headerSays(page, 'Koszyk: 1 produkt'); // The guest's laptop, now in the account's basket.

    await open(page, productPath('m365-business-basic-annual').path);
    await addOnProductPage(page);
    const added = page.getByRole('dialog', { name: 'Produkt został dodany do koszyka' });
    await added.getByRole('button', { name: 'Kontynuuj zakupy' }).click();

    await open(page, productPath('m365-business-basic-monthly').path);
    await addOnProductPage(page);
    const refused = page.getByRole('dialog', { name: 'Produkt nie został dodany do koszyka' });
    await refused
      .getByText(
        'Nie można łączyć w koszyku licencji miesięcznych i rocznych. Produkt został usunięty z koszyka.',
      )
      .waitFor();
    await headerSays(page, 'Koszyk: 2 produkty');
  });
});
