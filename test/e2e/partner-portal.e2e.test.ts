import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPartnerCode, demoPartnerUsers } from '#infra/local/demo-partner';
import { demoUsers } from '#infra/local/seed';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, signInOnSite, withBrowserRuntime } from '../support/browser';
import { operationsScreen } from '../support/staff-on-site';

// The business partners' portal in a real browser: the demo partner signs in with
// the site's sign-in, opens the portal from her account page, sees her code and referral link, the
// price list at her terms (searched, its partner price below the catalogue's) and an order of the
// customer she brought, named by the company; the pages pass axe. A business customer sees "no access".
// An operations member finds her among the partners, opens her price list, suspends her on her
// customer page (the partner's portal then says so) and reinstates her.

const env = withBrowserRuntime();

/** axe's rule ids the page breaks (none, for an accessible page). */
const axeRules = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(({ id }) => id);

const money = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

describe('the partner portal', () => {
  it('shows the partner her code, her price list and her customer’s orders', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    const { email, password } = demoPartnerUsers.partner;
    await signInOnSite(page, env.runtime.siteUrl, email, password);
    await page.goto(`${env.runtime.siteUrl}${pathFor('account', 'pl')}`);
    await appStarted(page);
    await page.getByRole('link', { name: 'Portal partnera' }).click();
    await page.getByRole('heading', { level: 1, name: 'Portal partnera' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/partner/');
    expect(await page.locator('[data-partner-code]').textContent()).toBe(demoPartnerCode);
    expect(await page.getByRole('textbox', { name: 'Link polecający' }).inputValue()).toBe(
      `${env.runtime.siteUrl}${pathFor('signUp', 'pl')}?partner=${demoPartnerCode}`,
    );
    expect(await axeRules(page)).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Portal partnera' })
      .getByRole('link', { name: 'Cennik' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Cennik partnera' }).waitFor();
    const search = page.getByRole('form', { name: 'Szukaj w cenniku' });
    await search.getByRole('searchbox', { name: 'Szukaj w cenniku' }).fill('thinkpad t14');
    await search.getByRole('button', { name: 'Szukaj', exact: true }).click();
    await page.waitForURL(/\/partner\/cennik\/\?q=thinkpad/);
    const row = page.locator('tr[data-product="thinkpad-t14-gen-5-16gb-512gb-1a"]');
    await row.waitFor();
    const catalogue = money(await row.locator('td').nth(1).textContent());
    const partnerNet = money(await row.locator('[data-partner-net]').textContent());
    expect(await row.locator('td').nth(2).textContent()).toMatch(/^4\s?%$/);
    expect(partnerNet).toBeCloseTo(catalogue * 0.96, 2);
    expect(await axeRules(page)).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Portal partnera' })
      .getByRole('link', { name: 'Zamówienia klientów' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Zamówienia Twoich klientów' }).waitFor();
    const orders = page.locator('tr[data-order]');
    await orders.first().waitFor();
    expect(await orders.count()).toBe(2);
    expect(await orders.locator('[data-customer]').allTextContents()).toEqual([
      'Testowa Spółka Akcyjna',
      'Testowa Spółka Akcyjna',
    ]);
    expect(await page.locator('main').textContent()).not.toContain(demoPartnerUsers.customer.email);
    await page.getByLabel('Status').selectOption('finished');
    await page.getByRole('button', { name: 'Filtruj' }).click();
    await expect.poll(() => orders.count()).toBe(1);
    expect(await orders.first().textContent()).toContain('Zrealizowane');
    expect(await axeRules(page)).toEqual([]);
  }, 120_000);

  it('shows a business customer the no-access page', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    await signInOnSite(page, env.runtime.siteUrl, demoUsers[1].email, demoUsers[1].password);
    await page.goto(`${env.runtime.siteUrl}${pathFor('partnerPriceList', 'pl')}`);
    await appStarted(page);
    await page.getByRole('heading', { level: 1, name: 'Brak dostępu' }).waitFor();
    expect(await page.locator('tr[data-product]').count()).toBe(0);
  }, 60_000);

  it('lets operations find the partner, see her price list, suspend her (her portal says so) and reinstate her', async () => {
    const staff = await operationsScreen(
      env.runtime,
      env.browser,
      'obsluga.partnerzy.e2e@example.pl',
      'Partnerzy',
    );
    const row = staff.locator('tr[data-partner]', { hasText: demoPartnerCode });
    await row.waitFor();
    expect(await axeRules(staff)).toEqual([]);
    await row.getByRole('link', { name: 'Zobacz cennik' }).click();
    await staff.locator('tr[data-product]').first().waitFor();
    expect(await staff.locator('[data-partner-net]').count()).toBeGreaterThan(0);
    expect(await axeRules(staff)).toEqual([]);

    await staff.getByRole('link', { name: /^Strona klienta/ }).click();
    const suspend = staff.locator('[data-action="suspendPartner"]');
    await suspend.getByRole('button', { name: 'Zawieś partnera' }).click();
    await suspend.getByRole('button', { name: 'Tak, zawieś partnera' }).click();
    await staff.getByRole('status').filter({ hasText: 'Partner zawieszony.' }).waitFor();
    await staff.locator('.staff-history li[data-action="suspendPartner"]').waitFor();

    const partner = await (await consentedContext(env.browser)).newPage();
    const { email, password } = demoPartnerUsers.partner;
    await signInOnSite(partner, env.runtime.siteUrl, email, password);
    await partner.goto(`${env.runtime.siteUrl}${pathFor('partnerDashboard', 'pl')}`);
    await appStarted(partner);
    await partner.getByRole('heading', { level: 1, name: 'Konto partnera zawieszone' }).waitFor();

    await staff
      .locator('[data-action="reinstatePartner"]')
      .getByRole('button', { name: 'Przywróć partnera' })
      .click();
    await staff.getByRole('status').filter({ hasText: 'Partner przywrócony.' }).waitFor();
    await partner.reload();
    await appStarted(partner);
    expect(await partner.locator('[data-partner-code]').textContent()).toBe(demoPartnerCode);
  }, 120_000);
});
