import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { vatRegisterAnswersNormally } from '#infra/local/simulators/vat-register/vat-register-simulator';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, withBrowserRuntime } from '../support/browser';

// The public VAT register in the checkout's invoice step, in a real browser against the register's
// simulator: a signed-in business customer types a tax number the register knows and sees the
// company filled in, with a notice when it is not an active VAT payer; while the register is down
// she is told so and types the data herself.

const env = withBrowserRuntime();
const openLicenceId = 'office-ltsc-standard-2024';

const registerSwitches = (body: object) =>
  fetch(`${env.runtime.outsideSystems.VAT_REGISTER_ENDPOINT}/_simulator/switches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
afterAll(() => registerSwitches(vatRegisterAnswersNormally));

const open = async (page: Page, path: string) => {
  await page.goto(`${env.runtime.siteUrl}${path}`);
  await appStarted(page);
};
const next = (page: Page) => page.getByRole('button', { name: 'Dalej' }).click();
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const lookUp = async (page: Page, taxNumber: string) => {
  await field(page, 'NIP / numer VAT').fill(taxNumber);
  await page.getByRole('button', { name: 'Pobierz dane firmy z rejestru' }).click();
};

/** The invoice step of a signed-in business customer's checkout of an Open licence. */
const invoiceStep = async () => {
  const page = await (await consentedContext(env.browser)).newPage();
  await open(page, pathFor('signIn', 'pl'));
  await field(page, 'E-mail').fill('firma@demo.sklep.local');
  await field(page, 'Hasło').fill('Demo1234');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Wyloguj się' }).waitFor();
  const product = demoProducts.find((candidate) => candidate.id === openLicenceId);
  if (!product?.texts.pl) throw new Error(`no Polish demo product ${openLicenceId}`);
  await open(page, pathFor('product', 'pl', { id: openLicenceId, slug: product.texts.pl.slug }));
  await page.getByRole('main').getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Produkt został dodany do koszyka' })
    .getByRole('button', { name: 'Kontynuuj zakupy' })
    .click();
  await open(page, pathFor('order', 'pl'));
  await page.getByRole('heading', { level: 2, name: 'Krok 1: Rodzaj konta' }).waitFor();
  await next(page);
  await page.getByRole('heading', { level: 2, name: 'Krok 2: Dostawa i kontakt' }).waitFor();
  await page.getByRole('radio', { name: /^Dostawa elektroniczna/ }).check();
  for (const [label, value] of [
    ['Imię', 'Jan'],
    ['Nazwisko', 'Kowalski'],
    ['Telefon', '+48 600 100 200'],
    ['E-mail', 'jan.rejestr@example.pl'],
    ['Ulica', 'Prosta'],
    ['Numer domu', '1'],
    ['Kod pocztowy', '00-950'],
    ['Miejscowość', 'Warszawa'],
  ] as const)
    await field(page, label).fill(value);
  await next(page);
  await page.getByRole('heading', { level: 2, name: 'Krok 3: Dane do faktury' }).waitFor();
  return page;
};

const exemptNotice =
  'Uwaga: w wykazie podatników VAT ta firma ma status „zwolniony” – nie jest czynnym podatnikiem VAT.';

describe('the public VAT register in the checkout', () => {
  it('fills the company a business customer finds by its tax number, saying when it is not an active VAT payer', async () => {
    const page = await invoiceStep();
    await lookUp(page, '676-000-00-03');
    await page.getByText('Uzupełniliśmy nazwę i adres firmy z publicznego rejestru. Sprawdź je.').waitFor();
    expect(await field(page, 'Nazwa firmy').inputValue()).toBe('JAN KOWALSKI USŁUGI INFORMATYCZNE');
    expect(await field(page, 'Ulica').inputValue()).toBe('ŚWIĘTOKRZYSKA');
    expect(await field(page, 'Numer budynku').inputValue()).toBe('12');
    expect(await field(page, 'Numer lokalu (opcjonalnie)').inputValue()).toBe('4');
    expect(await field(page, 'Kod pocztowy').inputValue()).toBe('00-916');
    expect(await field(page, 'Miejscowość').inputValue()).toBe('WARSZAWA');
    expect(await field(page, 'NIP / numer VAT').inputValue()).toBe('6760000003');
    await page.getByRole('status').filter({ hasText: exemptNotice }).waitFor();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    // An active VAT payer: filled in, no notice.
    await lookUp(page, 'PL 526-025-02-74');
    await expect
      .poll(() => field(page, 'Nazwa firmy').inputValue())
      .toBe('PRZYKŁADOWA FIRMA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ');
    expect(await page.getByText(exemptNotice).count()).toBe(0);
  });

  it('says the register is not answering and keeps what the customer types', async () => {
    const page = await invoiceStep();
    await registerSwitches({ unavailable: true });
    try {
      await field(page, 'Nazwa firmy').fill('Nowa Firma sp. z o.o.');
      await lookUp(page, '954-000-00-14');
      await page
        .getByRole('alert')
        .filter({ hasText: 'Wykaz podatników VAT Ministerstwa Finansów nie odpowiada.' })
        .waitFor();
      expect(await field(page, 'Nazwa firmy').inputValue()).toBe('Nowa Firma sp. z o.o.');
    } finally {
      await registerSwitches({ unavailable: false });
    }
  });
});
