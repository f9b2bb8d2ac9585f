import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, signInOnSite, withBrowserRuntime } from '../support/browser';
import { giveClientProfile } from '../support/client-profile';
import { buyBusinessStandard, customerCall, readyAccount } from '../support/microsoft';
import { eventually, signUpAndIn } from '../support/runtime';

// Microsoft 365 in a real browser against the runtime's Partner Center simulator: a business
// customer checks a name, creates a tenant and sees its administrator's password once, accepts the
// Microsoft Customer Agreement, then links an existing tenant through its admin's two steps; another
// pays for Business Standard, finds it not configured, chooses her tenant and watches it provisioned.

const env = withBrowserRuntime();

const email = 'm365.e2e@example.pl';
const password = 'Test1234';
const open = async (page: Page, path: string) => {
  await page.goto(`${env.runtime.siteUrl}${path}`);
  await appStarted(page);
};
const linkStep = (step: 'authorise' | 'confirm') =>
  fetch(
    `${env.runtime.cloudUrl}/_local/partner-center/_simulator/tenants/fabrikamde.onmicrosoft.com/relationship`,
    {
      method: 'POST',
      body: JSON.stringify({ step }),
    },
  );

describe('Microsoft 365 accounts', () => {
  it('creates a tenant, shows its admin once, takes the agreement and links an existing tenant', async () => {
    const { sub } = await signUpAndIn(env.runtime, email, password);
    await giveClientProfile(sub, email);
    const page = await (await consentedContext(env.browser)).newPage();
    await signInOnSite(page, env.runtime.siteUrl, email, password);
    await open(page, pathFor('account', 'pl'));
    await page.getByRole('link', { name: 'Konta Microsoft 365' }).click();
    await page.getByText('Nie masz jeszcze żadnego konta Microsoft 365.').waitFor();

    const name = `e2efirma${Date.now() % 100000}`;
    await page.getByLabel('Nazwa konta (opcjonalnie)').fill('zła.nazwa');
    await page.getByRole('button', { name: 'Sprawdź dostępność' }).click();
    await page.getByText('Najpierw wpisz poprawną nazwę').waitFor();
    await page.getByLabel('Nazwa konta (opcjonalnie)').fill(name);
    await page.getByRole('button', { name: 'Sprawdź dostępność' }).click();
    await page.getByText(`${name}.onmicrosoft.com jest wolna.`).waitFor();
    await page.getByRole('button', { name: 'Utwórz konto' }).click();
    await page.getByText(`Utworzyliśmy konto ${name}.onmicrosoft.com.`).waitFor({ timeout: 20_000 });
    const credentials = page.locator('.microsoft-created__credentials');
    expect(await credentials.locator('dd').first().innerText()).toBe(`admin@${name}.onmicrosoft.com`);
    expect((await credentials.locator('dd').nth(1).innerText()).length).toBeGreaterThanOrEqual(12);
    const created = page.getByRole('listitem').filter({ hasText: `${name}.onmicrosoft.com` });
    await created.getByText('Aktywne').waitFor();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    // The agreement, its contact filled from the profile.
    await created.getByRole('link', { name: 'Zaakceptuj umowę Microsoft Customer Agreement' }).click();
    await page.getByRole('heading', { name: 'Umowa Microsoft Customer Agreement', level: 1 }).waitFor();
    expect(await page.getByLabel('Imię').inputValue()).toBe('Anna');
    await page.getByRole('button', { name: 'Akceptuję umowę' }).click();
    await page.getByText('Zgoda jest wymagana.').waitFor();
    await page.getByLabel(/Przeczytałem i akceptuję/).check();
    await page.getByRole('button', { name: 'Akceptuję umowę' }).click();
    await page.getByText(`Umowa dla konta ${name}.onmicrosoft.com została zaakceptowana.`).waitFor();
    // The agreement page needs this account's own tenant id (spec section 5): another GUID or none is 404.
    const agreementPath = new URL(page.url()).pathname;
    const accountId = agreementPath.split('/')[2] ?? '';
    for (const tenantId of ['nie-guid', '00000000-0000-4000-8000-000000000000']) {
      await open(page, pathFor('mca', 'pl', { id: accountId, tenantId }));
      await page.getByRole('heading', { name: 'Nie znaleziono strony' }).waitFor();
    }
    await open(page, agreementPath);
    await page.getByText(`Umowa dla konta ${name}.onmicrosoft.com została zaakceptowana.`).waitFor();
    await page.getByRole('link', { name: 'Wróć do kont Microsoft 365' }).click();
    await created.getByText(/Umowa zaakceptowana/).waitFor();

    // An existing tenant: added, then its admin's two steps, each seen with "Check the status".
    await page.getByLabel('Istniejące konto Twojej firmy').check();
    await page.getByLabel(/Nazwa konta \(część adresu/).fill('fabrikamde');
    await page.getByRole('button', { name: 'Dodaj konto' }).click();
    const linked = page.getByRole('listitem').filter({ hasText: 'fabrikamde.onmicrosoft.com' });
    await linked.getByText('Czeka na autoryzację').waitFor();
    expect(await linked.getByRole('link').first().getAttribute('href')).toMatch(
      /^https:\/\/admin\.microsoft\.com\//,
    );
    await linkStep('authorise');
    await linked.getByRole('button', { name: 'Sprawdź status' }).click();
    await linked.getByText('Czeka na potwierdzenie').waitFor();
    await linkStep('confirm');
    await linked.getByRole('button', { name: 'Sprawdź status' }).click();
    await linked.getByText('Aktywne').waitFor();
  }, 120_000);
});

describe('Microsoft 365 subscriptions', () => {
  it('lists a paid subscription not configured, configures it in the chosen tenant and follows it to active', async () => {
    const buyer = 'm365.sub.e2e@example.pl';
    const { sub, idToken } = await signUpAndIn(env.runtime, buyer, password);
    await giveClientProfile(sub, buyer);
    const customer = { sub, token: idToken };
    await buyBusinessStandard(env.runtime, customer);
    // The order's payment settles a moment after it: the subscription is listed once recorded.
    await eventually(
      async () =>
        (await customerCall(env.runtime, customer, 'GET', '/api/csp/me/subscriptions')).body.subscriptions
          ?.length > 0,
      40_000,
    );
    const page = await (await consentedContext(env.browser)).newPage();
    await signInOnSite(page, env.runtime.siteUrl, buyer, password);
    await open(page, pathFor('account', 'pl'));
    await page.getByRole('link', { name: 'Subskrypcje Microsoft 365' }).click();
    const item = page.locator('[data-subscription]').filter({ hasText: 'Microsoft 365 Business Standard' });
    await item.getByText('Nieskonfigurowana').first().waitFor();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    // Ordered in Polish, named in the page's language: the English and German lists in their own.
    await open(page, pathFor('accountSubscriptions', 'en'));
    await page.getByRole('rowheader', { name: /^Microsoft 365 Business Standard \(monthly\)/ }).waitFor();
    await open(page, pathFor('accountSubscriptions', 'de'));
    await page.getByRole('rowheader', { name: /^Microsoft 365 Business Standard \(monatlich\)/ }).waitFor();
    await open(page, pathFor('accountSubscriptions', 'pl'));
    await item.getByText('Nieskonfigurowana').first().waitFor();

    const { domain } = await readyAccount(env.runtime, customer);
    // After the order: its subscriptions on the subscription orders page, to be configured from there.
    await page.getByRole('link', { name: 'Zamówienia subskrypcji' }).click();
    await page.getByRole('heading', { name: /^Zamówienie \d{4}\/\d{6} z / }).waitFor();
    await item.getByRole('link', { name: 'Konfiguruj' }).click();
    await page.getByRole('heading', { name: 'Konfiguracja subskrypcji', level: 1 }).waitFor();
    // Her only ready account is chosen for her.
    expect(await page.getByLabel(domain).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Skonfiguruj subskrypcję' }).click();
    await page.getByRole('heading', { name: 'Podsumowanie konfiguracji', level: 1 }).waitFor();
    await page.getByText(`Gotowe: subskrypcja działa na koncie ${domain}.`).waitFor({ timeout: 30_000 });
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    await page.getByRole('link', { name: 'Wróć do subskrypcji' }).click();
    await item.getByText('Aktywna').first().waitFor();
    await item.getByText(domain).waitFor();

    // Its details: three licences added, their cost prorated to the term's end shown before buying.
    await item.getByRole('link', { name: 'Szczegóły' }).click();
    await page.getByRole('tab', { name: 'Koszty' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: 'Dodaj licencje' }).click();
    await page.getByLabel('Liczba licencji').fill('4');
    await page.getByText('Dopłata za dodane licencje do końca okresu (netto)').waitFor();
    expect(await page.locator('.microsoft-facts dd').nth(2).innerText()).toMatch(/\d+,\d{2}\s*zł/);
    await page.getByRole('button', { name: 'Zmień liczbę licencji' }).click();
    await page.getByText('Liczba licencji subskrypcji: 4.').waitFor();
    await page.getByRole('tab', { name: 'Rozliczenie' }).click();
    // What the next invoice settles: the three licences added, as a row of its table.
    await page
      .getByRole('table', { name: 'Do rozliczenia na następnej fakturze' })
      .getByRole('row', { name: /Dodane licencje 3 / })
      .waitFor();

    // Automatic renewal off, then on again.
    await page.getByRole('tab', { name: 'Odnawianie' }).click();
    await page.getByRole('button', { name: 'Wyłącz automatyczne odnawianie' }).click();
    await page.getByRole('button', { name: 'Włącz automatyczne odnawianie' }).waitFor();
    await page
      .getByRole('tabpanel')
      .getByText(/wygaśnie/)
      .waitFor();
    await page.getByRole('button', { name: 'Włącz automatyczne odnawianie' }).click();
    await page
      .getByRole('tabpanel')
      .getByText(/odnowi się automatycznie/)
      .waitFor();

    // Users: two added, licences assigned, a password reset, one deleted and restored.
    await page.getByRole('tab', { name: 'Użytkownicy' }).click();
    const users = page.getByRole('tabpanel');
    for (const [first, last, alias] of [
      ['Jan', 'Kowalski', 'jan'],
      ['Ewa', 'Nowak', 'ewa'],
    ]) {
      await users.getByRole('button', { name: 'Dodaj użytkownika' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Imię').fill(first as string);
      await dialog.getByLabel('Nazwisko').fill(last as string);
      await dialog.getByLabel('Nazwa wyświetlana').fill(`${first} ${last}`);
      await dialog.getByLabel('Login').fill(alias as string);
      await dialog.getByRole('button', { name: 'Dodaj użytkownika' }).click();
      await dialog.getByText('Hasło tymczasowe').waitFor();
      await dialog.getByRole('button', { name: 'Zamknij' }).click();
      // A user's actions are in the menu of her row.
      const row = users.getByRole('row').filter({ hasText: `${alias}@${domain}` });
      await row.getByRole('button', { name: `Akcje: ${first} ${last}` }).click();
      await page.getByRole('menuitem', { name: 'Przypisz licencję' }).click();
      await row.getByText('Ma licencję').waitFor();
    }
    const jan = users.getByRole('row').filter({ hasText: `jan@${domain}` });
    await jan.getByRole('button', { name: 'Akcje: Jan Kowalski' }).click();
    await page.getByRole('menuitem', { name: 'Resetuj hasło' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Resetuj hasło' }).click();
    await page.getByRole('dialog').getByText('Nowe hasło tymczasowe użytkownika Jan Kowalski:').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Zamknij' }).click();
    await jan.getByRole('button', { name: 'Akcje: Jan Kowalski' }).click();
    await page.getByRole('menuitem', { name: 'Usuń' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Usuń użytkownika' }).click();
    const deleted = users.getByRole('row').filter({ hasText: 'Jan Kowalski' });
    await deleted.getByRole('button', { name: 'Przywróć' }).click();
    await page.getByText('Przywrócono użytkownika Jan Kowalski.').waitFor();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    // The dashboard: the next payment at the month's term end, a month view and a step ahead.
    await open(page, pathFor('account', 'pl'));
    await page.getByRole('link', { name: 'Panel klienta' }).click();
    await page.getByRole('button', { name: 'Tydzień', pressed: true }).waitFor();
    await page.getByRole('button', { name: 'Miesiąc' }).click();
    const payment = page.getByRole('link', { name: /Płatność za Microsoft 365 Business Standard/ });
    if (!(await payment.count())) await page.getByRole('button', { name: 'Następny miesiąc' }).click();
    await payment.waitFor();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    // The renewal by the invoice's link: the next term's licences chosen, ordered and sent to payment.
    const { invoices } = (await customerCall(env.runtime, customer, 'GET', '/api/payments/me/invoices')).body;
    const invoice = invoices.find((one: { kind: string }) => one.kind === 'VAT');
    await open(page, pathFor('renewal', 'pl', { invoiceGuid: invoice.guid }));
    await page.getByRole('heading', { name: 'Odnowienie subskrypcji', level: 1 }).waitFor();
    await page.getByLabel('Liczba licencji w kolejnym okresie').fill('2');
    await page.getByRole('button', { name: 'Odnów i przejdź do płatności' }).click();
    // To the payment (the sandbox's page, another origin), then back: the order is followed live.
    await page.waitForURL(`${env.runtime.przelewy24Url}/trnRequest/**`);
    await open(page, pathFor('renewal', 'pl', { invoiceGuid: invoice.guid }));
    await page.getByRole('link', { name: 'Zobacz status i opłać zamówienie' }).click();
    await page.locator('article.order[data-live="on"]').waitFor();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  }, 180_000);
});
