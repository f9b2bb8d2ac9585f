import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathFor } from '#shared/routes';
import { appStarted, withBrowserRuntime } from '../support/browser';

// The web shell in a real browser: languages, currencies, cookie bar, 404, bad stored settings.

const env = withBrowserRuntime();

const open = async (path: string, page?: Page) => {
  const tab = page ?? (await (await env.browser.newContext({ locale: 'pl-PL' })).newPage());
  const response = await tab.goto(`${env.runtime.siteUrl}${path}`);
  await appStarted(tab);
  return { page: tab, status: response?.status() };
};

const offerPrice = (page: Page) => page.locator('[data-offer="backup"] .offer__price').innerText();

describe('web shell', () => {
  it('serves the home page pre-rendered in Polish and in English', async () => {
    const pl = await open('/');
    expect(pl.status).toBe(200);
    expect(await pl.page.getAttribute('html', 'lang')).toBe('pl');
    await expect(pl.page.locator('h1').innerText()).resolves.toContain('Microsoft 365');
    expect(await pl.page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/$/);
    expect(await pl.page.locator('link[rel="alternate"][hreflang]').count()).toBe(12);
    // Pre-rendered: the offers and their prices are in the HTML itself, before any script runs.
    const html = await (await fetch(`${env.runtime.siteUrl}/`)).text();
    expect(html).toContain('data-offer="backup"');
    expect(html).toContain('149,00');

    const en = await open(pathFor('home', 'en'));
    expect(await en.page.getAttribute('html', 'lang')).toBe('en');
    await expect(en.page.locator('h1').innerText()).resolves.toBe(
      'Microsoft 365 licences, hardware and IT services',
    );
    expect(await en.page.title()).toContain('Microsoft 365');
  });

  it('switches language in the modal and stays on the same page', async () => {
    const { page } = await open(pathFor('about', 'pl'));
    await expect(page.locator('h1').innerText()).resolves.toBe('O nas');
    await page.locator('.header__locale').click();
    await page.getByRole('dialog').getByLabel('English').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Zapisz' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(pathFor('about', 'en'));
    await page.locator('h1', { hasText: 'About us' }).waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  });

  it('switches currency and shows prices in it', async () => {
    const { page } = await open('/');
    expect(await offerPrice(page)).toContain('149,00');
    await page.locator('.header__locale').click();
    await page.getByRole('dialog').getByRole('combobox').selectOption('EUR');
    await page.getByRole('dialog').getByRole('button', { name: 'Zapisz' }).click();
    await expect.poll(() => offerPrice(page)).toContain('€');
    await page.reload();
    await appStarted(page);
    await expect.poll(() => offerPrice(page)).toContain('34,99');
  });

  it('hides the cookie bar once accepted, also after a reload', async () => {
    const { page } = await open('/');
    const bar = page.locator('.cookie-bar');
    await bar.waitFor();
    await bar.getByRole('button', { name: /Akceptuj wszystkie|Zaakceptuj wszystkie/ }).click();
    await bar.waitFor({ state: 'detached' });
    await page.reload();
    await appStarted(page);
    expect(await bar.count()).toBe(0);
  });

  it('answers an unknown path with the 404 page and status 404, in the path’s language', async () => {
    const pl = await open('/nie-ma-takiej-strony/');
    expect(pl.status).toBe(404);
    await pl.page.locator('h1').waitFor();
    expect(await pl.page.getAttribute('html', 'lang')).toBe('pl');
    const en = await open('/en/no-such-page/');
    expect(en.status).toBe(404);
    await expect(en.page.locator('h1').innerText()).resolves.toBe('Page not found');
  });

  it('keeps error and notice pages out of search results, and content pages in', async () => {
    const html = async (path: string) => (await fetch(`${env.runtime.siteUrl}${path}`)).text();
    const noindex = '<meta name="robots" content="noindex" />';
    for (const key of ['serverError', 'maintenance', 'noAccess', 'notFound'] as const)
      expect(await html(pathFor(key, 'pl')), key).toContain(noindex);
    for (const key of ['home', 'about'] as const)
      expect(await html(pathFor(key, 'en')), key).not.toContain(noindex);
  });

  it('answers a Polish path under another language, and an unknown prefix, with 404 and noindex', async () => {
    const en = await open(`/en${pathFor('signIn', 'pl')}`);
    expect(en.status).toBe(404);
    await expect(en.page.locator('h1').innerText()).resolves.toBe('Page not found');
    expect(await en.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const unknown = await open(`/xx${pathFor('about', 'pl')}`);
    expect(unknown.status).toBe(404);
    await expect(unknown.page.locator('h1').innerText()).resolves.toBe('Nie znaleziono strony');
  });

  it('takes a currency from ?currency= and ignores an unknown one', async () => {
    const euro = await open('/?currency=EUR');
    await expect.poll(() => offerPrice(euro.page)).toContain('€');
    const unknown = await open('/?currency=XXX');
    await expect.poll(() => offerPrice(unknown.page)).toContain('zł');
  });

  it('opens a market variant in its base language and currency (de_lizengo: German, EUR)', async () => {
    const { page } = await open('/?market=de_lizengo');
    expect(new URL(page.url()).pathname).toBe(pathFor('home', 'de'));
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    await expect.poll(() => offerPrice(page)).toContain('€');
  });

  it('offers a retry, not a blank page, when a lazy chunk fails to load', async () => {
    const { page } = await open('/');
    await page.route(/locale-modal-.*\.js$/, (route) => route.abort());
    await page.locator('.header__locale').click();
    await page.getByRole('alert').getByRole('button', { name: 'Spróbuj ponownie' }).waitFor();
    await expect(page.locator('h1').innerText()).resolves.toContain('Microsoft 365');
  });

  it('shows a notice when the app script has not started within 120 s', async () => {
    const page = await (await env.browser.newContext({ locale: 'pl-PL' })).newPage();
    // Installed, the page's clock still runs with the real one; paused, only fastForward moves it, so
    // a slow machine's seconds between the steps below count for nothing.
    const start = Date.parse('2026-06-01T08:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.route(/\/assets\/index-.*\.js$/, (route) => route.abort());
    await page.goto(`${env.runtime.siteUrl}/`);
    await page.clock.fastForward('01:59');
    expect(await page.locator('.boot-timeout').count()).toBe(0);
    await page.clock.fastForward('00:02');
    await expect(page.locator('.boot-timeout').innerText()).resolves.toContain('Nie udało się');
  });

  it('has no axe accessibility violations on the home page and in the open modal', async () => {
    const { page } = await open('/');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.locator('.header__locale').click();
    await page.getByRole('dialog').waitFor();
    expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('discards malformed stored settings and an unknown stored currency instead of crashing', async () => {
    const context = await env.browser.newContext({ locale: 'pl-PL' });
    await context.addInitScript(() => {
      window.localStorage.setItem('shop.settings', '{"currency":"XXX","language":');
      window.localStorage.setItem('shop.consent', '"yes"');
    });
    const { page } = await open('/', await context.newPage());
    expect(await offerPrice(page)).toContain('zł');
    await page.locator('.cookie-bar').waitFor();
  });
});
