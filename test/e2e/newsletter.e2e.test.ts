import { describe, expect, it } from 'vitest';
import { withBrowserRuntime } from '../support/browser';
import { eventually } from '../support/runtime';

// A shopper signs up for the newsletter on the home page in a real browser.

const env = withBrowserRuntime();

describe('newsletter on the home page', () => {
  it('shows the shared validation messages, then subscribes and the confirmation e-mail arrives', async () => {
    const page = await env.browser.newPage();
    await page.goto(env.runtime.siteUrl);
    await expect(page.title()).resolves.toContain('Sklep');

    await page.getByLabel('E-mail').fill('jan@example.pl');
    await page.getByRole('button', { name: 'Zapisz się' }).click();
    await page.getByText('Zgoda jest wymagana').waitFor();

    await page.getByLabel('Wyrażam zgodę').check();
    await page.getByRole('button', { name: 'Zapisz się' }).click();
    await page.getByRole('status').getByText('Dziękujemy').waitFor();

    const mail = await eventually(() => env.runtime.mail.list().find((m) => m.to.includes('jan@example.pl')));
    expect(mail.subject).toBe('Potwierdzenie zapisu do newslettera');
  });

  it('tells a returning subscriber they are already subscribed', async () => {
    const page = await env.browser.newPage();
    await page.goto(env.runtime.siteUrl);
    await page.getByLabel('E-mail').fill('jan@example.pl');
    await page.getByLabel('Wyrażam zgodę').check();
    await page.getByRole('button', { name: 'Zapisz się' }).click();
    await page.getByRole('alert').getByText('Ten adres jest już zapisany').waitFor();
  });
});
