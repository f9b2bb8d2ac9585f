import { type Browser, chromium, type Page } from 'playwright-core';
import { pathFor } from '#shared/routes';

// The site in Debian's Chromium as a visitor meets it, outside any test runner (the bench signs in
// with it too): the browser launched, the app started on a page, a customer signed in.

/** The flags this closed network needs (no update, sync or background calls). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless, with the flags this closed network needs. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });

/** Resolves once the app has started on the page (it sets `window.shopStarted`). */
export const appStarted = (page: Page) =>
  page.waitForFunction(() => (window as { shopStarted?: boolean }).shopStarted === true);

/** Signs in on the site's Polish sign-in page and waits for the signed-in header. */
export const signInOnSite = async (page: Page, siteUrl: string, email: string, password: string) => {
  await page.goto(`${siteUrl}${pathFor('signIn', 'pl')}`);
  await appStarted(page);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Wyloguj się' }).waitFor();
};
