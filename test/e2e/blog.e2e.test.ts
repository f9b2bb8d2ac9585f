import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '#infra/local/seed';
import { pathFor } from '#shared/routes';
import {
  appStarted,
  consentedContext,
  consoleErrors,
  signInOnSite,
  withBrowserRuntime,
} from '../support/browser';
import { signInAsStaff } from '../support/totp';

// The blog in a real browser: an article published with a script, event attributes
// and a javascript: link is pre-rendered and hydrates without an error and without running any of them;
// the list pages on with "show more", a signed-in reader opens an article, rates it and follows its
// related product; both pages pass axe; `/blog/` and a published article's category list are
// pre-rendered with it (no loading state) and hydrate without an error; the language switch leads from
// an article to its translation.

const env = withBrowserRuntime();

/** axe's rule ids the page breaks (none, for an accessible page). */
const axeRules = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(({ id }) => id);

describe('the blog', () => {
  it('shows a published article’s pre-rendered page, hydrated without an error, running none of its hostile markup', async () => {
    const staff = await signInAsStaff(env.runtime, 'tresci.e2e@example.pl', 'content');
    const published = await fetch(`${env.runtime.siteUrl}/api/content/articles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.idToken}` },
      body: JSON.stringify({
        language: 'pl',
        link: 'serwis-w-4-godziny',
        kind: 'news',
        category: 'it-services',
        title: 'Serwis w 4 godziny',
        excerpt: 'Zgłoszenia serwisowe obsługujemy w ciągu 4 godzin roboczych.',
        body:
          '## Jak zgłosić\n\nNapisz do nas przez [formularz kontaktowy](/kontakt/).<script>alert(1)</script>\n\n' +
          '<img src="/a.png" onerror="alert(2)"> [Kliknij](javascript:alert(3)) <b onmouseover="alert(4)">tu</b>',
        publishedAt: '2026-05-04T08:00:00.000Z',
      }),
    });
    expect(published.status).toBe(201);
    const page = await (await consentedContext(env.browser)).newPage();
    const errors = consoleErrors(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${env.runtime.siteUrl}/blog/serwis-w-4-godziny/`);
    await appStarted(page);
    await page.getByRole('heading', { level: 1, name: 'Serwis w 4 godziny' }).waitFor();
    await page.getByRole('link', { name: 'formularz kontaktowy' }).waitFor();
    await page.getByText('Kliknij').hover();
    expect(await page.getByRole('link', { name: 'Kliknij' }).count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });

  // A journey through several pages signed in: 11–23 s in full runs on this 2-core machine, so a minute.
  it('pages through the list, then an article is read, rated and leads to its related product', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    await signInOnSite(page, env.runtime.siteUrl, demoUsers[0].email, demoUsers[0].password);
    const errors = consoleErrors(page);
    await page.goto(`${env.runtime.siteUrl}${pathFor('blog', 'pl')}`);
    await appStarted(page);

    const list = page.locator('.blog-list > li');
    await page.getByRole('heading', { level: 1, name: 'Blog i publikacje' }).waitFor();
    await expect.poll(() => list.count()).toBe(6);
    expect(errors).toEqual([]);
    await page.getByRole('button', { name: 'Pokaż więcej' }).click();
    await expect.poll(() => list.count()).toBe(9);
    await page.getByRole('link', { name: 'Jak wybrać laptopa do pracy' }).waitFor();
    expect(await page.getByRole('button', { name: 'Pokaż więcej' }).count()).toBe(0);
    expect(await axeRules(page)).toEqual([]);

    // Another list opens at its first page in place of the pages shown (spec section 4): its own articles only.
    await page.locator('.blog-categories').getByRole('link', { name: 'Bezpieczeństwo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bezpieczeństwo' }).waitFor();
    await expect
      .poll(async () => (await list.allTextContents()).every((item) => item.includes('Bezpieczeństwo')))
      .toBe(true);
    expect(await list.count()).toBeLessThan(9);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Blog i publikacje' }).waitFor();

    await page.getByRole('link', { name: 'Nowe laptopy ThinkPad w ofercie' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nowe laptopy ThinkPad w ofercie' }).waitFor();
    expect(page.url()).toBe(`${env.runtime.siteUrl}/blog/nowe-laptopy-thinkpad-w-ofercie/`);
    expect(await axeRules(page)).toEqual([]);
    await page.getByLabel('4 gwiazdki').check();
    await page.getByRole('button', { name: 'Oceń', exact: true }).click();
    await page.getByRole('status').getByText('Dziękujemy za ocenę.').waitFor();

    const related = page.getByRole('region', { name: 'Powiązane produkty' }).getByRole('link').first();
    const name = (await related.textContent()) ?? '';
    await related.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
  }, 60_000);

  it('shows the blog and the list of a published article’s category pre-rendered with it at once, hydrated without an error', async () => {
    const staff = await signInAsStaff(env.runtime, 'tresci.lista@example.pl', 'content');
    const published = await fetch(`${env.runtime.siteUrl}/api/content/articles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.idToken}` },
      body: JSON.stringify({
        language: 'pl',
        link: 'bezpieczna-poczta',
        kind: 'article',
        category: 'security',
        title: 'Bezpieczna poczta w firmie',
        excerpt: 'Jak chronić skrzynki pracowników.',
        body: 'Włącz uwierzytelnianie wieloskładnikowe.',
      }),
    });
    expect(published.status).toBe(201);
    const lists = [
      [pathFor('blog', 'pl'), 'Blog i publikacje'],
      [pathFor('newsCategory', 'pl', { category: 'security' }), 'Bezpieczeństwo'],
    ] as const;
    for (const [path, heading] of lists) {
      const html = await (await fetch(`${env.runtime.siteUrl}${path}`)).text();
      expect(html, path).toContain('Bezpieczna poczta w firmie</a>');
      expect(html, path).not.toContain('loading--page');
      const page = await (await consentedContext(env.browser)).newPage();
      const errors = consoleErrors(page);
      await page.goto(`${env.runtime.siteUrl}${path}`);
      await appStarted(page);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('link', { name: 'Bezpieczna poczta w firmie' }).waitFor();
      expect(errors, path).toEqual([]);
    }
  });

  it('switches an article’s language to its translation', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    await page.goto(`${env.runtime.siteUrl}/blog/nowe-laptopy-thinkpad-w-ofercie/`);
    await appStarted(page);
    await page.locator('.header__locale').click();
    await page.getByRole('dialog').getByLabel('English').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Zapisz' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/blog/new-thinkpad-laptops-in-stock/');
    await page.getByRole('heading', { level: 1, name: 'New ThinkPad laptops in stock' }).waitFor();
  });
});
