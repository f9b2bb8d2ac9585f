import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, withBrowserRuntime } from '../support/browser';
import { eventually } from '../support/runtime';

// A visitor sends the contact form and asks for a callback on the contact page in a real browser: the
// shared validation first, then each confirmation on the page (the callback's promise from the
// working-hours table) and in the mail outbox.

const env = withBrowserRuntime();

const mailsTo = (email: string) => env.runtime.mail.list().filter((m) => m.to.includes(email));

// Addresses no other file on a shared runtime writes to (the sample orders' buyer is jan@example.pl).
const anna = 'anna.formularz@example.pl';
const jan = 'jan.oddzwonienie@example.pl';

const fillPerson = async (form: Locator, email: string) => {
  await form.getByLabel('Imię i nazwisko', { exact: true }).fill('Anna Nowak');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Telefon', { exact: true }).fill('+48 600 100 200');
  await form.getByLabel('Wyrażam zgodę').check();
};

describe('the contact page forms', () => {
  it('sends the contact form and a callback request, each confirmed on the page and by e-mail', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    await page.goto(`${env.runtime.siteUrl}${pathFor('contact', 'pl')}`);
    await appStarted(page);

    const contact = page.getByRole('region', { name: 'Napisz do nas' });
    await contact.getByRole('button', { name: 'Wyślij' }).click();
    await contact.getByText('To pole jest wymagane.').first().waitFor();
    await fillPerson(contact, anna);
    await contact.getByLabel('Nazwa firmy').fill('Nowak IT');
    await contact.getByLabel('Wiadomość').fill('Proszę o ofertę.');
    await contact.getByRole('button', { name: 'Wyślij' }).click();
    await contact.getByRole('status').getByText('Dziękujemy! Otrzymaliśmy Twoją wiadomość').waitFor();

    const callback = page.getByRole('region', { name: 'Zamów rozmowę telefoniczną' });
    await fillPerson(callback, jan);
    await callback.getByRole('button', { name: 'Proszę o telefon' }).click();
    const promise = await callback.getByRole('status').textContent();
    expect(promise).toMatch(
      /^Dziękujemy! (Oddzwonimy w ciągu (15|30) minut\.|Jesteśmy teraz poza godzinami pracy\. Zadzwonimy: .+, od godziny 09:00\.)$/,
    );

    const [toAnna] = await eventually(() => mailsTo(anna).length === 1 && mailsTo(anna));
    expect(toAnna?.subject).toBe('Otrzymaliśmy Twoje zgłoszenie: Formularz kontaktowy');
    const [toJan] = await eventually(() => mailsTo(jan).length === 1 && mailsTo(jan));
    expect(toJan?.subject).toBe('Otrzymaliśmy Twoje zgłoszenie: Prośba o oddzwonienie');
  });
});
