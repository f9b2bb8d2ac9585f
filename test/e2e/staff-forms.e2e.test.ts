import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '#infra/local/seed';
import { sampleForms } from '#shared/forms/sample-forms';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, signInOnSite, withBrowserRuntime } from '../support/browser';
import { postFromAnotherIp } from '../support/from-many-ips';
import { operationsScreen } from '../support/staff-on-site';

// The operations' forms inbox in a real browser: a visitor's contact form is in the inbox; an
// operations member goes there from the order queue, opens it, takes it, notes what she did and marks
// it handled, each move in its history; the inbox and the request page pass axe; a customer opening
// the inbox gets the no-access page.

const env = withBrowserRuntime();

describe('the operations forms inbox', () => {
  it('an operations member takes a contact request, notes it and marks it handled', async () => {
    const email = `kontakt.e2e.${Date.now().toString(36)}@example.pl`;
    const sent = await postFromAnotherIp(`${env.runtime.siteUrl}/api/cms/forms/contact`, {
      ...sampleForms.contact,
      email,
      fullName: 'Zofia Zgłaszająca',
    });
    expect(sent.status).toBe(201);

    const staff = await operationsScreen(
      env.runtime,
      env.browser,
      'obsluga.zgloszenia.e2e@example.pl',
      'Zgłoszenia',
    );
    expect(new URL(staff.url()).pathname).toBe('/obsluga/zgloszenia/');
    const main = staff.getByRole('main');
    await main.getByRole('link', { name: 'Nowe', exact: false }).first().click();
    await staff.waitForURL(/status=new/);
    const link = main.getByRole('link', { name: 'Kontakt: Zofia Zgłaszająca' });
    await link.waitFor();
    expect((await new AxeBuilder({ page: staff }).analyze()).violations.map(({ id }) => id)).toEqual([]);

    await link.click();
    await staff.getByRole('heading', { level: 1, name: 'Zgłoszenie: Kontakt' }).waitFor();
    await main.getByText(email).first().waitFor();
    await main.getByRole('button', { name: 'Przejmij' }).click();
    await staff.getByRole('status').filter({ hasText: 'Zgłoszenie jest Twoje.' }).waitFor();
    await staff.locator('article[data-status="inProgress"]').waitFor();

    await main.getByLabel('Notatka').fill('Zadzwoniłam, oferta do wysłania.');
    await main.getByRole('button', { name: 'Dodaj notatkę' }).click();
    await staff.getByRole('status').filter({ hasText: 'Notatka dodana.' }).waitFor();
    expect(await main.getByLabel('Notatka').inputValue()).toBe('');
    await main.getByRole('button', { name: 'Oznacz jako załatwione' }).click();
    await staff.getByRole('status').filter({ hasText: 'Zgłoszenie załatwione.' }).waitFor();
    await staff.locator('article[data-status="handled"]').waitFor();
    const history = staff.locator('.staff-history li');
    await expect.poll(() => history.count()).toBe(3);
    expect(await history.nth(1).textContent()).toContain('Zadzwoniłam, oferta do wysłania.');
    expect(await main.getByRole('button', { name: 'Przejmij' }).count()).toBe(0);
    expect((await new AxeBuilder({ page: staff }).analyze()).violations.map(({ id }) => id)).toEqual([]);
  }, 120_000);

  it('shows a customer the no-access page on the inbox', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    await signInOnSite(page, env.runtime.siteUrl, demoUsers[0].email, demoUsers[0].password);
    await page.goto(`${env.runtime.siteUrl}${pathFor('staffRequests', 'pl')}`);
    await appStarted(page);
    await page.getByRole('heading', { level: 1, name: 'Brak dostępu' }).waitFor();
  }, 60_000);
});
