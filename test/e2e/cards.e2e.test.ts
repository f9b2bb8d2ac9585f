import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { noSwitches } from '#infra/local/simulators/przelewy24/notifier';
import { testCards } from '#infra/local/simulators/przelewy24/test-data';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, signInOnSite, withBrowserRuntime } from '../support/browser';
import { signUpAndIn } from '../support/runtime';

// Saved cards in a real browser against the local Przelewy24 sandbox: a signed-in
// customer adds cards on the sandbox's page with "remember" ticked, comes back to the cards page,
// sees the new card activating and then active (the 1 PLN refunded; the sandbox's notices held back
// a few seconds so the inactive state shows), and makes the second card the default.

// The browser opens the runtime's site URL, the origin the shop names itself (SITE_ORIGIN): the
// sandbox returns the buyer there, so the session kept by that origin is still there on the return.
const env = withBrowserRuntime();
const sandboxSwitches = (switches: object) =>
  fetch(`${env.runtime.przelewy24Url}/_sandbox/switches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...noSwitches, ...switches }),
  });
const email = 'karta.e2e@example.pl';
const password = 'Test1234';

const open = async (page: Page, path: string) => {
  await page.goto(`${env.runtime.siteUrl}${path}`);
  await appStarted(page);
};

/** Adds a card on the sandbox's hosted page and waits to be back on the cards page. */
const addCard = async (page: Page, expiry: string) => {
  await page.getByRole('button', { name: 'Dodaj kartę' }).click();
  await page.waitForURL(`${env.runtime.przelewy24Url}/trnRequest/**`);
  const card = page.getByRole('region', { name: 'Karta płatnicza' });
  await card.getByLabel('Numer karty').fill(testCards.success);
  await card.getByLabel('Data ważności (MM/RR)').fill(expiry);
  await card.getByLabel('Kod CVC').fill('123');
  await card.getByLabel('Zapamiętaj kartę w sklepie do kolejnych płatności').check();
  await card.getByRole('button', { name: 'Zapłać' }).click();
  await page.waitForURL(/\/ustawienia-konta\/karty-platnicze\/\?check=/, { timeout: 20_000 });
  await appStarted(page);
};

const cardItem = (page: Page, expiry: string) =>
  page.getByRole('row').filter({ hasText: `Ważna do ${expiry}` });

describe('saved cards screen', () => {
  it('adds a card on the provider page, shows it activating then active, and makes another the default', async () => {
    await signUpAndIn(env.runtime, email, password);
    await sandboxSwitches({ delayMs: 4000 });
    const page = await (await consentedContext(env.browser)).newPage();
    await signInOnSite(page, env.runtime.siteUrl, email, password);
    await open(page, pathFor('accountPaymentCards', 'pl'));
    await page.getByText('Nie masz zapisanych kart.').waitFor();

    await addCard(page, '12/30');
    const first = cardItem(page, '12/30');
    await first.getByText('Aktywowanie, do kilku minut').waitFor({ timeout: 20_000 });
    await first.getByText('Aktywowanie, do kilku minut').waitFor({ state: 'detached', timeout: 20_000 });
    await first.getByText('Domyślna').waitFor();

    await addCard(page, '11/29');
    const second = cardItem(page, '11/29');
    await second.getByText('Aktywowanie, do kilku minut').waitFor({ state: 'detached', timeout: 30_000 });
    await second.getByRole('button', { name: /^Akcje: / }).click();
    await page.getByRole('menuitem', { name: 'Ustaw jako domyślną' }).click();
    await second.getByText('Domyślna').waitFor();
    await first.getByText('Domyślna').waitFor({ state: 'detached' });
    // A toast in the page's polite live region says so, naming the card, until it is closed.
    const toast = page
      .getByRole('status')
      .getByRole('listitem')
      .filter({ hasText: /^Karta .+ •••• \d{4} jest teraz domyślna\./ });
    await toast.waitFor();
    await toast.getByRole('button', { name: 'Zamknij powiadomienie' }).click();
    await toast.waitFor({ state: 'detached' });
  }, 120_000);
});
