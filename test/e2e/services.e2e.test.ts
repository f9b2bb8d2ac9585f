import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { demoUsers } from '#infra/local/seed';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, signInOnSite, withBrowserRuntime } from '../support/browser';

// Device-as-a-service and IT services in a real browser: a customer prices a device with the service
// calculator (a laptop of the catalogue found by a phrase, two of them, Azure Backup and one managed
// server) and puts the service in the basket, which shows the device as a service and its add-ons as
// monthly lines; the product page of a laptop links to the calculator with its fee; the IT services
// page shows the contact promises and the service inquiry.

const env = withBrowserRuntime();

const laptop = demoProducts.find((product) => product.id === 'thinkpad-t14-gen-5-16gb-512gb-1a');
const laptopName = laptop?.texts.pl.name ?? '';

const open = async (page: Page, path: string) => {
  await page.goto(`${env.runtime.siteUrl}${path}`);
  await appStarted(page);
};

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id);

describe('device as a service', () => {
  it('prices a device with the calculator and puts the service in the basket', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    page.setDefaultTimeout(10_000);
    await signInOnSite(page, env.runtime.siteUrl, demoUsers[0].email, demoUsers[0].password);
    await open(page, pathFor('deviceAsAService', 'pl'));
    await page.getByRole('heading', { level: 1, name: 'Urządzenie jako usługa' }).waitFor();
    // The terms and the contact promises, from their tables.
    await page
      .getByText('Minimalny okres umowy: 6 miesięcy, potem umowa trwa na czas nieokreślony.')
      .waitFor();
    await page.getByText('w ciągu 4 godzin roboczych').waitFor();
    await page.getByText('w ciągu 1 dnia roboczego').waitFor();

    // A typed value shows its fee: 1,137.00 zł a month is the banner's 94.75.
    await page.getByLabel('Albo wpisz wartość dowolnego urządzenia (netto, PLN)').fill('1137');
    await page.locator('.calculator__fee').getByText('94,75 zł netto', { exact: true }).waitFor();

    await page.getByLabel('Szukaj modelu (opcjonalnie)').fill('ThinkPad T14');
    await page.getByRole('radio', { name: new RegExp(laptopName) }).check();
    await page.locator('.calculator__device').getByText(laptopName).waitFor();
    await page.getByLabel('Liczba urządzeń').fill('2');
    await page.getByRole('checkbox', { name: /^Azure Backup/ }).check();
    await page.getByRole('spinbutton', { name: /^Zarządzanie serwerami – liczba serwerów/ }).fill('1');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Dodaj usługę do koszyka' }).click();
    const modal = page.getByRole('dialog', { name: 'Produkt został dodany do koszyka' });
    await modal.getByRole('link', { name: 'Przejdź do koszyka' }).click();
    await page.getByRole('heading', { level: 1, name: 'Koszyk' }).waitFor();
    const lines = page.locator('tr[data-product]');
    await expect
      .poll(() => lines.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-product'))))
      .toEqual([`daas_${laptop?.id}`, 'azure-backup-100gb', 'server-management-windows']);
    await page.getByText(`${laptopName} w abonamencie`).first().waitFor();
    await page.getByText('Opłata miesięczna, umowa na minimum 6 miesięcy').waitFor();
    await page.getByRole('spinbutton', { name: `Ilość: ${laptopName} w abonamencie` }).waitFor();
    expect(
      await page.getByRole('spinbutton', { name: `Ilość: ${laptopName} w abonamencie` }).inputValue(),
    ).toBe('2');
  });

  it("links a laptop's product page to the calculator with the device picked", async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    page.setDefaultTimeout(10_000);
    await open(page, pathFor('product', 'pl', { id: laptop?.id ?? '', slug: laptop?.texts.pl.slug ?? '' }));
    await page.getByRole('heading', { level: 1, name: laptopName }).waitFor();
    await page.getByRole('link', { name: /^Także jako usługa: / }).click();
    await page.getByRole('heading', { level: 1, name: 'Urządzenie jako usługa' }).waitFor();
    await page.locator('.calculator__device').getByText(laptopName).waitFor();
    // A guest is told to sign in before ordering.
    await page.getByText('Zaloguj się, aby kupić ten produkt.').waitFor();
  });

  it('shows the IT services with their prices, promises and inquiry', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    page.setDefaultTimeout(10_000);
    await open(page, pathFor('itServices', 'pl'));
    await page.getByRole('heading', { level: 1, name: 'Usługi IT' }).waitFor();
    // A guest sees gross prices first: 149.00 and 500.00 zł net.
    await page.locator('.add-ons__price').getByText('od 183,27 zł brutto miesięcznie').waitFor();
    await page.locator('.add-ons__price').getByText('615,00 zł brutto miesięcznie za serwer').waitFor();
    await page.getByText('w ciągu 1 dnia roboczego').waitFor();
    await page.getByRole('button', { name: /^Zapytaj o usługę: Azure Backup/ }).click();
    await page.getByRole('dialog', { name: 'Zapytanie o usługę' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
