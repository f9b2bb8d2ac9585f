import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { demoStockLaptopId } from '#infra/local/demo-catalogue/stock-and-codes';
import { printedIban, shopBankAccounts, transferTitle } from '#shared/payments/bank-transfer';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, withBrowserRuntime } from '../support/browser';
import { eventually } from '../support/runtime';

// The checkout /zamowienie/ in a real browser: a guest buys the demo laptop by bank
// transfer to a parcel locker (each step refusing to go on until it is valid, each error going as its
// field becomes valid, the countries in Polish order, the entries surviving a reload, the summary's
// locker with its address and its figures as a table), sees the thank-you page and gets the
// confirmation mail in the local outbox; a signed-in
// business customer buys an Open licence with deferred payment, its company fetched from the public
// register by tax number and the 15-digit authorization number given in the invoice step.

const env = withBrowserRuntime();
const openLicenceId = 'office-ltsc-standard-2024';
const laptopName = demoProducts.find((product) => product.id === demoStockLaptopId)?.texts.pl?.name ?? '';

const productPath = (id: string) => {
  const product = demoProducts.find((candidate) => candidate.id === id);
  if (!product?.texts.pl) throw new Error(`no Polish demo product ${id}`);
  return pathFor('product', 'pl', { id, slug: product.texts.pl.slug });
};

const open = async (page: Page, path: string) => {
  await page.goto(`${env.runtime.siteUrl}${path}`);
  await appStarted(page);
};

const addToBasket = async (page: Page, productId: string) => {
  await open(page, productPath(productId));
  await page.getByRole('main').getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Produkt został dodany do koszyka' })
    .getByRole('button', { name: 'Kontynuuj zakupy' })
    .click();
};

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name }).waitFor();
const next = (page: Page) => page.getByRole('button', { name: 'Dalej' }).click();

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id);

const address: [label: string, value: string][] = [
  ['Imię', 'Jan'],
  ['Nazwisko', 'Kowalski'],
  ['Telefon', '+48 600 100 200'],
  ['E-mail', 'jan.checkout@example.pl'],
  ['Ulica', 'Prosta'],
  ['Numer domu', '1'],
  ['Kod pocztowy', '00-950'],
  ['Miejscowość', 'Warszawa'],
];

const fillAddress = async (page: Page) => {
  for (const [label, value] of address) await page.getByLabel(label, { exact: true }).fill(value);
};

/** The order number the thank-you page shows. */
const placedOrderNumber = async (page: Page) => {
  await page.getByRole('heading', { level: 1, name: 'Dziękujemy za zamówienie!' }).waitFor();
  const text = await page.getByText(/^Numer zamówienia: /).innerText();
  return text.replace('Numer zamówienia: ', '').trim();
};

// Each journey takes a real browser through every step; on a busy 2-core machine it can take half a minute.
describe('checkout', () => {
  it('takes a guest through every step to a laptop bought by bank transfer to a parcel locker', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    await addToBasket(page, demoStockLaptopId);
    await open(page, pathFor('order', 'pl'));
    await page.getByRole('heading', { level: 1, name: 'Zamówienie' }).waitFor();

    await stepHeading(page, 'Krok 1: Rodzaj konta');
    await next(page);
    await page.getByText('Wybierz, jak chcesz kupić.').waitFor();
    await page.getByRole('radio', { name: 'Bez rejestracji (jako gość)' }).check();
    await next(page);

    // Nothing chosen or entered: the step says what is missing and keeps the shopper on it.
    await stepHeading(page, 'Krok 2: Dostawa i kontakt');
    await next(page);
    await page.getByText('Wybierz sposób dostawy.').waitFor();
    const invalid = (label: string) => page.getByLabel(label, { exact: true }).getAttribute('aria-invalid');
    expect(await invalid('Imię')).toBe('true');
    // Each error goes as its field becomes valid, before the shopper tries to move on again.
    await page.getByRole('radio', { name: /^Dostawa do paczkomatu/ }).check();
    await expect.poll(() => page.getByText('Wybierz sposób dostawy.').count()).toBe(0);
    await page.getByLabel('Imię', { exact: true }).fill('Jan');
    await expect.poll(() => invalid('Imię')).toBe('false');
    expect(await invalid('Nazwisko')).toBe('true');
    await next(page);
    await page.getByText('Wyszukaj i wybierz paczkomat.').waitFor();
    await page.getByLabel('Miasto lub kod pocztowy').fill('Warszawa');
    await page.getByRole('button', { name: 'Szukaj paczkomatów' }).click();
    await page.getByRole('radio', { name: /^WAW01M/ }).check();
    await expect.poll(() => page.getByText('Wyszukaj i wybierz paczkomat.').count()).toBe(0);
    // The countries by their Polish names in Polish order ("Łotwa" right after "Luksemburg"), not by code.
    const countries = await page.getByLabel('Kraj', { exact: true }).locator('option').allInnerTexts();
    expect(countries).toEqual([...countries].sort(new Intl.Collator('pl').compare));
    expect(countries.indexOf('Łotwa')).toBe(countries.indexOf('Luksemburg') + 1);
    await fillAddress(page);
    await page.getByLabel('Kod pocztowy', { exact: true }).fill('0095');
    await next(page);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('zipCode');
    await page.getByText('Kod pocztowy ma zły format dla tego kraju.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A reload keeps what was entered (the order client state in session storage).
    await page.reload();
    await appStarted(page);
    await stepHeading(page, 'Krok 2: Dostawa i kontakt');
    expect(await page.getByLabel('Imię', { exact: true }).inputValue()).toBe('Jan');
    await page.getByText('Wybrany paczkomat: WAW01M').waitFor();
    await page.getByLabel('Kod pocztowy', { exact: true }).fill('00-950');
    await next(page);

    await stepHeading(page, 'Krok 3: Dane do faktury');
    await next(page);
    await stepHeading(page, 'Krok 4: Płatność');
    expect(await page.getByRole('radio', { name: 'Płatność odroczona' }).count()).toBe(0);
    await page.getByRole('radio', { name: 'Przelew bankowy' }).check();
    await next(page);

    await stepHeading(page, 'Krok 5: Podsumowanie');
    // The locker with its address, the figures as a table with the total to pay.
    await page.getByText('Wybrany paczkomat: WAW01M, Marszałkowska 104, 00-017 Warszawa').waitFor();
    const figures = page.getByRole('table', { name: 'Twoje zamówienie' });
    await figures.getByRole('rowheader', { name: laptopName }).waitFor();
    await figures.getByRole('row', { name: /^Do zapłaty/ }).waitFor();
    await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
    await expect.poll(() => page.getByText('Zgoda jest wymagana.').count()).toBe(2);
    await page.getByRole('checkbox', { name: 'Akceptuję regulamin sklepu.' }).check();
    await expect.poll(() => page.getByText('Zgoda jest wymagana.').count()).toBe(1);
    await page.getByRole('checkbox', { name: 'Akceptuję politykę prywatności.' }).check();
    await expect.poll(() => page.getByText('Zgoda jest wymagana.').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();

    const orderNumber = await placedOrderNumber(page);
    expect(orderNumber).toMatch(/^\d{4}\/\d{6}$/);
    await page
      .getByText('Potwierdzenie z linkiem do statusu zamówienia wysłaliśmy na Twój e-mail.')
      .waitFor();
    const statusLink = await page
      .getByRole('link', { name: 'Zobacz status zamówienia' })
      .getAttribute('href');
    expect(statusLink).toMatch(/^\/status-zamowienia\/\?order=[0-9A-Z]{26}&token=/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('shop.checkout.attemptKey'))).toBeNull();
    await page.getByRole('banner').getByRole('link', { name: 'Koszyk: pusty', exact: true }).waitFor();

    await eventually(async () => {
      await page.goto(`${env.runtime.siteUrl}/_local/mail`);
      const mail = page.getByRole('article').filter({ hasText: orderNumber });
      return (await mail.count()) > 0 ? mail : undefined;
    });
    const mail = page.getByRole('article').filter({ hasText: orderNumber });
    const mailText = await mail.innerText();
    expect(mailText).toContain('jan.checkout@example.pl');
    // The transfer to make: the złoty account, the title naming the order, and the QR code inline.
    const account = printedIban(shopBankAccounts.PLN.iban);
    expect(mailText).toContain(`Numer rachunku: ${account}`);
    expect(mailText).toContain(`Tytuł przelewu: ${transferTitle(orderNumber)}`);
    expect(await mail.locator('img[src^="data:image/png;base64,"]').count()).toBe(1);

    // The status page shows the same, with the QR code a banking app scans.
    await open(page, statusLink ?? '');
    const transfer = page.getByRole('region', { name: 'Dane do przelewu' });
    await transfer.getByText(account).waitFor();
    await transfer.getByText(transferTitle(orderNumber)).waitFor();
    await transfer
      .getByRole('img', { name: 'Zeskanuj kod w aplikacji swojego banku, a przelew wypełni się sam.' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  }, 60_000);

  it('lets a signed-in business customer buy an Open licence with deferred payment', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    await open(page, pathFor('signIn', 'pl'));
    await page.getByLabel('E-mail', { exact: true }).fill('firma@demo.sklep.local');
    await page.getByLabel('Hasło', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Wyloguj się' }).waitFor();
    await addToBasket(page, openLicenceId);
    await open(page, pathFor('order', 'pl'));

    await stepHeading(page, 'Krok 1: Rodzaj konta');
    await page.getByText('Kupujesz jako klient z kontem firmowym.').waitFor();
    await next(page);

    await stepHeading(page, 'Krok 2: Dostawa i kontakt');
    await page.getByRole('radio', { name: /^Dostawa elektroniczna/ }).check();
    await fillAddress(page);
    await page.getByLabel('E-mail do kluczy aktywacyjnych (opcjonalnie)').fill('it@example.pl');
    await next(page);

    await stepHeading(page, 'Krok 3: Dane do faktury');
    // The company from the public register by its tax number.
    await page.getByLabel('NIP / numer VAT').fill('PL 526-025-02-74');
    await page.getByRole('button', { name: 'Pobierz dane firmy z rejestru' }).click();
    await page.getByText('Uzupełniliśmy nazwę i adres firmy z publicznego rejestru. Sprawdź je.').waitFor();
    expect(await page.getByLabel('Nazwa firmy').inputValue()).toBe(
      'PRZYKŁADOWA FIRMA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
    );
    expect(await page.getByLabel('NIP / numer VAT').inputValue()).toBe('5260250274');
    const authorizationNumber = page.getByLabel('Numer autoryzacyjny');
    await authorizationNumber.fill('12345');
    await next(page);
    await page.getByText('Numer autoryzacyjny składa się z dokładnie 15 cyfr.').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('authorizationNumber');
    await authorizationNumber.fill('123456789012345');
    await next(page);

    await stepHeading(page, 'Krok 4: Płatność');
    await page.getByRole('radio', { name: 'Płatność odroczona' }).check();
    await next(page);

    await stepHeading(page, 'Krok 5: Podsumowanie');
    await page.getByRole('checkbox', { name: 'Akceptuję regulamin sklepu.' }).check();
    await page.getByRole('checkbox', { name: 'Akceptuję politykę prywatności.' }).check();
    await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();

    await placedOrderNumber(page);
    await page.getByText('Zamówienie znajdziesz też w historii zamówień na swoim koncie.').waitFor();
  }, 60_000);
});
