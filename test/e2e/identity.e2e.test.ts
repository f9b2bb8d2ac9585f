import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, withBrowserRuntime } from '../support/browser';
import { eventually } from '../support/runtime';

// Identity in a real browser (Polish pages): sign up with the code from the local mail outbox, sign
// in, convert to business, sign out in one tab and see the other follow, change the password (signed
// out, home after the countdown), reset a forgotten password. The steps build on each other.

const env = withBrowserRuntime();

const email = 'anna.nowak@example.pl';
const password = 'Start1234';
const changed = 'Zmiana5678';
const reset = 'Reset9012';

let tab: Page | undefined;
/** One tab for the file, cookies decided; a fake clock lets the 10 s countdown pass at once. */
const page = async () => {
  if (tab) return tab;
  tab = await (await consentedContext(env.browser)).newPage();
  tab.setDefaultTimeout(8_000);
  await tab.clock.install();
  return tab;
};

const open = async (current: Page, path: string) => {
  await current.goto(`${env.runtime.siteUrl}${path}`);
  await appStarted(current);
};

/** The 6-digit code of the latest mail with `subject` to the address. */
const mailedCode = async (subject: string, after: number) => {
  const mail = await eventually(() =>
    env.runtime.mail
      .list()
      .filter((m) => m.to.includes(email) && m.subject === subject && Date.parse(m.sentAt) >= after)
      .at(-1),
  );
  const code = /\b(\d{6})\b/.exec(mail.html)?.[1];
  if (!code) throw new Error(`no code in "${subject}"`);
  return code;
};

const signIn = async (current: Page, secret: string) => {
  await open(current, pathFor('signIn', 'pl'));
  await current.getByLabel('E-mail', { exact: true }).fill(email);
  await current.getByLabel('Hasło', { exact: true }).fill(secret);
  await current.getByRole('button', { name: 'Zaloguj się' }).click();
};

const signedIn = (current: Page) =>
  current.getByRole('banner').getByRole('button', { name: 'Wyloguj się' }).waitFor();

const axeViolations = async (current: Page) =>
  (await new AxeBuilder({ page: current }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

describe('identity', () => {
  it('has accessible sign-in and sign-up pages', async () => {
    const current = await page();
    await open(current, pathFor('signIn', 'pl'));
    await current.getByRole('heading', { name: 'Logowanie' }).waitFor();
    expect(await axeViolations(current)).toEqual([]);
    await open(current, pathFor('signUp', 'pl'));
    await current.getByRole('button', { name: 'Załóż konto' }).click();
    await current.getByText('Zgoda jest wymagana.').first().waitFor();
    expect(await axeViolations(current)).toEqual([]);
  });

  it('signs up with the shared rules, confirms with the mailed code and signs in', async () => {
    const current = await page();
    const started = Date.now();
    await current.getByLabel('Imię i nazwisko').fill('Anna Nowak');
    await current.getByLabel('E-mail', { exact: true }).fill(email);
    await current.getByLabel('Telefon').fill('+48 600 100 200');
    await current.getByLabel('Hasło', { exact: true }).fill(password);
    await current.getByLabel('Powtórz hasło').fill('Start12345');
    await current.getByLabel(/regulamin/).check();
    await current.getByLabel(/politykę prywatności/).check();
    await current.getByRole('button', { name: 'Załóż konto' }).click();
    const repeat = current.getByLabel('Powtórz hasło');
    await expect.poll(() => repeat.getAttribute('aria-invalid')).toBe('true');
    await current.getByText('Hasła nie są identyczne.').waitFor();

    await repeat.fill(password);
    await current.getByRole('button', { name: 'Załóż konto' }).click();
    await current.getByRole('heading', { name: 'Potwierdź konto' }).waitFor();
    await current.getByLabel('Kod z e-maila').fill(await mailedCode('Potwierdź konto w sklepie', started));
    await current.getByRole('button', { name: 'Potwierdź' }).click();
    await current.getByRole('status').getByText('Konto zostało potwierdzone').waitFor();

    await current.getByLabel('Hasło', { exact: true }).fill('Wrong1234');
    await current.getByRole('button', { name: 'Zaloguj się' }).click();
    await current.getByRole('heading', { name: 'Niepoprawne hasło' }).waitFor();

    await signIn(current, password);
    await current.getByRole('heading', { name: 'Ustawienia konta' }).waitFor();
    await current.getByText('Konto prywatne').waitFor();
    await signedIn(current);
  });

  it('converts the private account to a business one with company data', async () => {
    const current = await page();
    await current.getByRole('link', { name: 'Edycja danych' }).click();
    await current.getByRole('heading', { name: 'Zmień na konto firmowe' }).waitFor();
    await current.getByLabel('NIP / numer VAT').fill('1234567890');
    await current.getByRole('button', { name: 'Zmień na konto firmowe' }).click();
    await current.getByText('Numer NIP lub VAT jest nieprawidłowy.').waitFor();

    await current.getByLabel('NIP / numer VAT').fill('526-025-02-74');
    await current.getByLabel('Nazwa firmy').fill('Nowak IT sp. z o.o.');
    await current.getByLabel('Ulica').fill('Prosta');
    await current.getByLabel('Numer budynku').fill('1');
    await current.getByLabel('Kod pocztowy').fill('00-001');
    await current.getByLabel('Miejscowość').fill('Warszawa');
    await current.getByRole('button', { name: 'Zmień na konto firmowe' }).click();
    await current.getByRole('status').getByText('Twoje konto jest teraz kontem firmowym').waitFor();
    await expect
      .poll(() =>
        current.evaluate(() => JSON.parse(localStorage.getItem('shop.profile') ?? 'null')?.accountTypeId),
      )
      .toBe(3);
  });

  it('signs out in every tab', async () => {
    const current = await page();
    const other = await current.context().newPage();
    await open(other, '/');
    await signedIn(other);
    await current.getByRole('banner').getByRole('button', { name: 'Wyloguj się' }).click();
    await other.getByRole('alert').getByText('Wylogowano Cię w innej karcie.').waitFor();
    await other.getByRole('banner').getByRole('link', { name: 'Zaloguj się' }).waitFor();
    await other.close();

    await open(current, pathFor('accountEditData', 'pl'));
    await current.getByRole('heading', { name: 'Logowanie' }).waitFor();
    expect(new URL(current.url()).searchParams.get('return')).toBe(pathFor('accountEditData', 'pl'));
  });

  it('changes the password: a wrong current one is refused, success signs out and goes home after 10 s', async () => {
    const current = await page();
    await signIn(current, password);
    await signedIn(current);
    await open(current, pathFor('accountChangePassword', 'pl'));
    await current.getByLabel('Obecne hasło').fill('Wrong1234');
    await current.getByLabel('Nowe hasło').fill(changed);
    await current.getByLabel('Powtórz hasło').fill(changed);
    await current.getByRole('button', { name: 'Zmień hasło' }).click();
    await current.getByRole('alert').getByText('Obecne hasło jest nieprawidłowe.').waitFor();

    await current.getByLabel('Obecne hasło').fill(password);
    await current.getByRole('button', { name: 'Zmień hasło' }).click();
    await current
      .getByRole('status')
      .getByText(/przejdziesz na stronę główną/)
      .waitFor();
    await current.getByRole('banner').getByRole('link', { name: 'Zaloguj się' }).waitFor();
    await current.clock.runFor(10_000);
    await expect.poll(() => new URL(current.url()).pathname).toBe('/');
  });

  it('resets a forgotten password with the mailed code', async () => {
    const current = await page();
    const started = Date.now();
    await open(current, pathFor('passwordReminder', 'pl'));
    await current.getByLabel('E-mail', { exact: true }).fill(email);
    await current.getByRole('button', { name: 'Wyślij kod' }).click();
    await current.getByRole('heading', { name: 'Nowe hasło' }).waitFor();
    await current.getByLabel('Kod z e-maila').fill(await mailedCode('Ustaw nowe hasło', started));
    await current.getByLabel('Nowe hasło').fill(reset);
    await current.getByLabel('Powtórz hasło').fill(reset);
    await current.getByRole('button', { name: 'Ustaw hasło' }).click();
    await current.getByRole('status').getByText('Nowe hasło zostało ustawione').waitFor();

    await signIn(current, reset);
    await current.getByRole('heading', { name: 'Ustawienia konta' }).waitFor();
    await current.getByText('Konto firmowe').waitFor();
  });
});
