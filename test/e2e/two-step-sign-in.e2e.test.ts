import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { totp } from '#infra/local/demo-staff-totp';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, signInOnSite, withBrowserRuntime } from '../support/browser';
import { signUpAndIn } from '../support/runtime';

// The account's two-step sign-in screen in a real browser: a member of the finance group, whose token
// lacks the group while she has no authenticator, turns it on by typing the page's secret into an
// "app" (RFC 6238 here), first with a wrong code, and off again after a confirmation (sign-in then
// asks for the password only); turned on again, sign-in asks for the app's code and her finance
// rights reach the site. cognito-local keeps no refresh token of a sign-in through the TOTP challenge,
// so the screen's own session refresh is exercised from a password-only sign-in.

const email = 'dwa.kroki.e2e@example.pl';
const password = 'Test1234';
const env = withBrowserRuntime();

let tab: Page | undefined;
/** One tab for the file: the steps build on each other. */
const page = async () => {
  tab ??= await (await consentedContext(env.browser)).newPage();
  return tab;
};

const open = async (current: Page, path: string) => {
  await current.goto(`${env.runtime.siteUrl}${path}`);
  await appStarted(current);
};

const signOut = async (current: Page) => {
  await current.getByRole('banner').getByRole('button', { name: 'Wyloguj się' }).click();
  await current.getByRole('banner').getByRole('link', { name: 'Zaloguj się' }).waitFor();
};

/** Opens the account page: its finance exports link shows only with the finance group in the token. */
const financeLinks = async (current: Page) => {
  await open(current, pathFor('account', 'pl'));
  await current.getByRole('heading', { level: 1, name: 'Ustawienia konta' }).waitFor();
  return current.getByRole('link', { name: 'Eksporty finansowe' }).count();
};

/**
 * Turns two-step sign-in on from the open screen: the QR code, the secret read from the page, a wrong
 * code refused, then the right one; the page passes axe. Answers the secret.
 */
const turnOn = async (current: Page) => {
  await current.getByText('Logowanie dwuetapowe jest wyłączone.').waitFor();
  await current.getByRole('button', { name: 'Włącz logowanie dwuetapowe' }).click();
  const qr = current.getByRole('img', { name: 'Kod QR do dodania konta w aplikacji uwierzytelniającej' });
  await qr.waitFor();
  expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
  const shown = (await current.locator('main code').textContent()) ?? '';
  expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  expect(await new AxeBuilder({ page: current }).analyze().then((r) => r.violations)).toEqual([]);
  const secret = shown.replaceAll(' ', '');
  const code = current.getByLabel('Kod z aplikacji uwierzytelniającej');
  await code.fill(totp(secret) === '000000' ? '111111' : '000000');
  await current.getByRole('button', { name: 'Potwierdź i włącz' }).click();
  await current.getByRole('alert').getByText('Kod jest nieprawidłowy lub został już użyty.').waitFor();
  await code.fill(totp(secret));
  await current.getByRole('button', { name: 'Potwierdź i włącz' }).click();
  await current.getByText(/^Gotowe: logowanie dwuetapowe jest włączone\./).waitFor();
  return secret;
};

describe('two-step sign-in', () => {
  it('turns on with the secret and a code, and off after a confirmation: then the password is enough', async () => {
    const { client, userPoolId } = env.runtime.cognito;
    await signUpAndIn(env.runtime, email, password);
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: 'finance' }),
    );
    const current = await page();
    await signInOnSite(current, env.runtime.siteUrl, email, password);
    expect(await financeLinks(current)).toBe(0);

    await current.getByRole('link', { name: 'Logowanie dwuetapowe' }).click();
    await current.getByRole('heading', { level: 1, name: 'Logowanie dwuetapowe' }).waitFor();
    expect(new URL(current.url()).pathname).toBe('/ustawienia-konta/logowanie-dwuetapowe/');
    await turnOn(current);
    // The session is refreshed at once: the staff group reaches the token without a new sign-in.
    expect(await financeLinks(current)).toBe(1);
    await open(current, pathFor('accountTwoStepSignIn', 'pl'));
    await current.getByText('Logowanie dwuetapowe jest włączone.').waitFor();

    await current.getByRole('button', { name: 'Wyłącz logowanie dwuetapowe' }).click();
    const dialog = current.getByRole('dialog', { name: 'Wyłączyć logowanie dwuetapowe?' });
    await dialog.getByText(/Uprawnienia pracownika sklepu wymagają logowania dwuetapowego/).waitFor();
    await dialog.getByRole('button', { name: 'Wyłącz', exact: true }).click();
    await current.getByText('Logowanie dwuetapowe jest wyłączone.').waitFor();
    await signOut(current);
    await signInOnSite(current, env.runtime.siteUrl, email, password);
    expect(await financeLinks(current)).toBe(0);
  }, 120_000);

  it('once on, sign-in asks for the app’s code and the staff group reaches the token', async () => {
    const current = await page();
    await open(current, pathFor('accountTwoStepSignIn', 'pl'));
    const secret = await turnOn(current);
    await signOut(current);
    await open(current, pathFor('signIn', 'pl'));
    await current.getByLabel('E-mail', { exact: true }).fill(email);
    await current.getByLabel('Hasło', { exact: true }).fill(password);
    await current.getByRole('button', { name: 'Zaloguj się' }).click();
    await current.getByLabel('Kod z aplikacji uwierzytelniającej').fill(totp(secret));
    await current.getByRole('button', { name: 'Zaloguj', exact: true }).click();
    await current.getByRole('banner').getByRole('button', { name: 'Wyloguj się' }).waitFor();
    expect(await financeLinks(current)).toBe(1);
    await current.getByRole('link', { name: 'Eksporty finansowe' }).click();
    await current.getByRole('heading', { level: 1, name: 'Eksporty finansowe' }).waitFor();
  }, 60_000);
});
