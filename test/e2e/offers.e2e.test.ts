import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, withBrowserRuntime } from '../support/browser';
import { eventually } from '../support/runtime';

// The leasing page in a real browser: a value below the minimum refused with it, a
// value priced into every term of the partner's table, an option chosen and the inquiry about it sent,
// confirmed on the page and in the local mail outbox (staff's with the option priced, the sender's
// confirmation); the pre-rendered page hydrates without an error and passes axe. The credit page
// tells a visitor in euro that credit is in złoty.

const env = withBrowserRuntime();

const staff = 'sprzedaz@demo.sklep.local';
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

describe('the leasing page', () => {
  it('prices a value, sends the inquiry about the chosen option and sees it confirmed', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${env.runtime.siteUrl}${pathFor('leasingOffer', 'pl')}`);
    await appStarted(page);
    await page.getByRole('heading', { level: 1, name: 'Leasing dla firm' }).waitFor();
    expect(errors, 'the pre-rendered page hydrates without an error').toEqual([]);

    const value = page.getByLabel('Wartość netto (PLN)');
    const calculate = page.getByRole('button', { name: 'Oblicz raty' });
    await value.fill('500');
    await calculate.click();
    expect(plain(await page.getByRole('status').first().textContent())).toBe(
      'Ta oferta obejmuje wartości od 1000,00 zł. Podaj wyższą kwotę.',
    );

    await value.fill('12000');
    await calculate.click();
    const options = page.getByRole('region', { name: 'Raty leasingowe netto dla wartości 12 000,00 zł' });
    for (const months of ['24', '36', '48', '60'])
      await options.getByRole('rowheader', { name: months, exact: true }).waitFor();
    const row36 = options.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '36' }) });
    expect(plain(await row36.textContent())).toContain('340,01 zł');

    await page.getByRole('button', { name: 'Wybierz opcję: 36 mies.' }).click();
    expect(plain(await page.locator('.offers-choice').textContent())).toBe(
      'Wybrana opcja: leasing na 36 mies., wartość netto 12 000,00 zł, rata 340,01 zł netto.',
    );
    expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map(({ id }) => id))).toEqual(
      [],
    );

    const email = 'leasing-e2e@example.pl';
    const send = page.getByRole('button', { name: 'Wyślij zapytanie' });
    await send.click();
    await page.getByText('To pole jest wymagane.').first().waitFor();
    await page.getByLabel('Imię i nazwisko', { exact: true }).fill('Anna Nowak');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Telefon', { exact: true }).fill('+48 600 100 200');
    await page.getByLabel('Nazwa firmy').fill('Nowak IT');
    await page.getByLabel('Wiadomość (opcjonalnie)').fill('Pięć laptopów dla działu handlowego.');
    await page.getByLabel('Wyrażam zgodę').check();
    await send.click();
    await page
      .getByRole('status')
      .getByText('Dziękujemy! Przekazaliśmy zapytanie naszemu zespołowi')
      .waitFor();

    const mails = () => env.runtime.mail.list();
    const toStaff = await eventually(() =>
      mails().find((m) => m.to.includes(staff) && m.text.includes(`E-mail: ${email}`)),
    );
    expect(plain(toStaff.text)).toContain(
      'Finansowanie: leasing, wartość netto 12 000,00 zł, 36 rat; wpłata własna 1200,00 zł; rata 340,01 zł',
    );
    expect(toStaff.text).toContain('> Pięć laptopów dla działu handlowego.');
    const confirmation = await eventually(() => mails().find((m) => m.to.includes(email)));
    expect(confirmation.subject).toBe('Otrzymaliśmy Twoje zgłoszenie: Zapytanie o leasing lub kredyt');
  });
});

describe('the credit page', () => {
  it('tells a visitor paying in euro that credit is lent in złoty only', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    await page.goto(`${env.runtime.siteUrl}${pathFor('creditOffer', 'en')}?currency=EUR`);
    await appStarted(page);
    await page.getByLabel('Gross price (EUR)').fill('1000');
    await page.getByRole('button', { name: 'Calculate instalments' }).click();
    await page
      .getByRole('status')
      .getByText('Instalment credit is available in złoty (PLN) only.', { exact: false })
      .waitFor();
  });
});
