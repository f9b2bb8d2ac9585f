import { describe, expect, it } from 'vitest';
import { pathFor } from '#shared/routes';
import { appStarted, withBrowserRuntime } from '../support/browser';
import { eventually } from '../support/runtime';

// A shopper signs up for the newsletter on the home page in a real browser and confirms it through
// the mailed link (double opt-in); only the address's owner learns it is subscribed already.

const env = withBrowserRuntime();

/**
 * The newsletter's mails to an address. Other files on the shared runtime mail the same addresses (an
 * order's status mail to the sample buyer, the demo customer's), so only the newsletter's count here.
 */
const newsletterSubjects = ['Potwierdź zapis do newslettera', 'Ten adres jest już zapisany do newslettera'];
const mailsTo = (email: string) =>
  env.runtime.mail.list().filter((m) => m.to.includes(email) && newsletterSubjects.includes(m.subject));
/** This run's own address, so an earlier run's subscription is not in the way. */
const address = `jan.${Date.now().toString(36)}@example.pl`;

const signUpOnHomePage = async (email: string) => {
  const page = await env.browser.newPage();
  await page.goto(env.runtime.siteUrl);
  // A click before the page is hydrated would submit the form natively, a reload with no answer.
  await appStarted(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wyrażam zgodę').check();
  await page.getByRole('button', { name: 'Zapisz się' }).click();
  return page;
};

describe('newsletter on the home page', () => {
  it('shows the shared validation messages, mails a link and subscribes when it is followed and confirmed', async () => {
    const page = await env.browser.newPage();
    await page.goto(env.runtime.siteUrl);
    await appStarted(page);
    await expect(page.title()).resolves.toContain('Sklep');

    await page.getByLabel('E-mail').fill(address);
    await page.getByRole('button', { name: 'Zapisz się' }).click();
    await page.getByText('Zgoda jest wymagana').waitFor();

    await page.getByLabel('Wyrażam zgodę').check();
    await page.getByRole('button', { name: 'Zapisz się' }).click();
    await page.getByRole('status').getByText('Dziękujemy').waitFor();

    const mail = await eventually(() => mailsTo(address)[0]);
    expect(mail.subject).toBe('Potwierdź zapis do newslettera');
    const link = mail.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    const { pathname, search } = new URL(link);
    expect(pathname).toBe(pathFor('newsletterConfirmation', 'pl'));

    await page.goto(`${env.runtime.siteUrl}${pathname}${search}`);
    await page.getByRole('heading', { name: 'Potwierdzenie zapisu do newslettera' }).waitFor();
    await page.getByRole('button', { name: 'Potwierdzam zapis' }).click();
    await page
      .getByRole('status')
      .getByText(`Gotowe: adres ${address} jest zapisany do newslettera.`)
      .waitFor();

    // The link is single-use.
    await page.reload();
    await page.getByRole('button', { name: 'Potwierdzam zapis' }).click();
    await page.getByRole('alert').getByText('Ten link potwierdzający jest nieprawidłowy').waitFor();
  });

  it('answers a subscribed address like any other, and tells its owner by e-mail', async () => {
    const page = await signUpOnHomePage(address);
    await page.getByRole('status').getByText('Dziękujemy').waitFor();
    const note = await eventually(() => mailsTo(address)[1]);
    expect(note.subject).toBe('Ten adres jest już zapisany do newslettera');
  });

  it('tells a customer signed in with the address, on the page, that it is subscribed already', async () => {
    const email = 'klient@demo.sklep.local';
    const first = await signUpOnHomePage(email);
    await first.getByRole('status').getByText('Dziękujemy').waitFor();
    const mail = await eventually(() => mailsTo(email)[0]);
    const token = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? '').searchParams.get('token');
    const confirmed = await fetch(`${env.runtime.siteUrl}/api/cms/newsletter/confirmations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(confirmed.status).toBe(200);

    const page = await env.browser.newPage();
    await page.goto(`${env.runtime.siteUrl}${pathFor('signIn', 'pl')}`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Hasło', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Wyloguj się' }).waitFor();
    await page.goto(env.runtime.siteUrl);
    await appStarted(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Wyrażam zgodę').check();
    await page.getByRole('button', { name: 'Zapisz się' }).click();
    await page.getByRole('status').getByText('Twój adres jest już zapisany do newslettera.').waitFor();
    expect(mailsTo(email)).toHaveLength(1);
  });
});
