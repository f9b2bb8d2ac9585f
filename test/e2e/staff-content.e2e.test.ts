import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '#infra/local/seed';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, signInOnSite, withBrowserRuntime } from '../support/browser';
import { staffOnSite } from '../support/staff-on-site';

// The content back office in a real browser: a content member signs in with TOTP, opens the articles
// from her account page, writes an article in Polish with a picture (a GIF refused at the field first,
// what she typed kept) and publishes it, then its English version linked to it as its translation;
// the public pages show both, with the picture and each other's hreflang link. The list and the editor
// pass axe. A content member changes a product's net price, typed with a decimal comma (three decimals
// refused at the field first), its gross beside it, and sees it saved and in the product's history
// (the page passes axe). A customer opening
// a content path gets the no-access page.

const env = withBrowserRuntime();

const axeRules = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(({ id }) => id);

/** Fills the editor's fields the article needs (its language already chosen). */
const write = async (
  page: Page,
  { link, title, excerpt, body }: { link: string; title: string; excerpt: string; body: string },
) => {
  await page.getByLabel('Adres (link)').fill(link);
  await page.getByLabel('Tytuł', { exact: true }).fill(title);
  await page.getByLabel('Zajawka').fill(excerpt);
  await page.getByLabel('Treść (Markdown)').fill(body);
};

describe('the content screens', () => {
  it('let a content member write an article in Polish and English with a picture and publish it; the public pages show it', async () => {
    const staff = await staffOnSite(env.runtime, env.browser, {
      email: 'tresci.e2e@example.pl',
      group: 'content',
      password: 'Test1234',
    });
    await staff.goto(`${env.runtime.siteUrl}${pathFor('account', 'pl')}`);
    await appStarted(staff);
    await staff.getByRole('link', { name: 'Treści: artykuły i obrazy produktów' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Artykuły' }).waitFor();
    await staff.locator('.staff-table tbody tr').first().waitFor();
    expect(await axeRules(staff)).toEqual([]);

    await staff.getByRole('link', { name: 'Nowy artykuł' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Nowy artykuł' }).waitFor();
    await write(staff, {
      link: 'zdalna-praca-bez-obaw',
      title: 'Zdalna praca bez obaw',
      excerpt: 'Jak bezpiecznie pracować z domu.',
      body: '## Trzy zasady\n\nUżywaj **uwierzytelniania wieloskładnikowego**.',
    });
    await staff.getByLabel('Kategoria', { exact: true }).selectOption('security');
    // The preview is the article in the blog's own layout, rendered as the page will be.
    const preview = staff.locator('.staff-preview');
    await preview.getByRole('heading', { level: 2, name: 'Trzy zasady' }).waitFor();
    await preview.getByRole('heading', { level: 1, name: 'Zdalna praca bez obaw' }).waitFor();

    const file = staff.getByLabel('Plik JPEG, PNG lub WebP');
    await file.setInputFiles({
      name: 'animacja.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1'),
    });
    await staff.getByRole('button', { name: 'Wyślij i wstaw do treści' }).click();
    await staff.getByText('Wyślij obraz JPEG, PNG lub WebP.').waitFor();
    expect(await staff.getByLabel('Tytuł', { exact: true }).inputValue()).toBe('Zdalna praca bez obaw');

    const picture = await sharp({
      create: { width: 960, height: 640, channels: 3, background: { r: 40, g: 110, b: 70 } },
    })
      .png()
      .toBuffer();
    await file.setInputFiles({ name: 'biuro.png', mimeType: 'image/png', buffer: picture });
    await staff.getByLabel('Opis obrazu (tekst alternatywny)').fill('Domowe biuro');
    await staff.getByRole('button', { name: 'Wyślij i wstaw do treści' }).click();
    await expect
      .poll(() => staff.getByLabel('Treść (Markdown)').inputValue())
      .toMatch(/!\[Domowe biuro\]\(\/img\/[0-9a-f]{16}\/800\.webp\)/);
    await preview.locator('img[alt="Domowe biuro"]').waitFor();
    expect(await axeRules(staff)).toEqual([]);

    await staff.getByRole('button', { name: 'Opublikuj' }).click();
    await staff.getByText('Opublikowano.').waitFor();
    expect(new URL(staff.url()).pathname).toBe('/tresci/artykuly/pl/zdalna-praca-bez-obaw');
    await staff.locator('.staff-content__head [data-state="published"]').waitFor();
    await staff.locator('.staff-history li[data-action="published"]').waitFor();

    // Its English version, linked to it as its translation.
    await staff.getByRole('link', { name: 'Wróć do artykułów' }).click();
    await staff.getByRole('link', { name: 'Nowy artykuł' }).click();
    await staff.getByLabel('Język', { exact: true }).first().selectOption('en');
    await write(staff, {
      link: 'remote-work-without-worry',
      title: 'Remote work without worry',
      excerpt: 'How to work safely from home.',
      body: '## Three rules\n\nUse **multi-factor authentication**.',
    });
    await staff.getByLabel('Kategoria', { exact: true }).selectOption('security');
    await staff.getByRole('button', { name: 'Dodaj tłumaczenie' }).click();
    await staff.locator('.staff-editor__translation select').selectOption('pl');
    await staff.getByLabel('Adres w tym języku').fill('zdalna-praca-bez-obaw');
    await staff.getByRole('button', { name: 'Opublikuj' }).click();
    await staff.getByText('Opublikowano.').waitFor();

    const reader = await (await consentedContext(env.browser)).newPage();
    await reader.goto(`${env.runtime.siteUrl}/blog/zdalna-praca-bez-obaw/`);
    await appStarted(reader);
    await reader.getByRole('heading', { level: 1, name: 'Zdalna praca bez obaw' }).waitFor();
    const shown = reader.locator('.article__body img[alt="Domowe biuro"]');
    await shown.waitFor();
    expect(await shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(800);
    expect(await reader.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toContain(
      '/en/blog/remote-work-without-worry/',
    );
    await reader.goto(`${env.runtime.siteUrl}/en/blog/remote-work-without-worry/`);
    await appStarted(reader);
    await reader.getByRole('heading', { level: 1, name: 'Remote work without worry' }).waitFor();
    await reader.getByRole('heading', { level: 2, name: 'Three rules' }).waitFor();
  }, 180_000);

  it("lets a content member change a product's net price and see it saved in its history", async () => {
    const staff = await staffOnSite(env.runtime, env.browser, {
      email: 'tresci.ceny.e2e@example.pl',
      group: 'content',
      password: 'Test1234',
    });
    const productId = 'm365-business-basic-annual';
    await staff.goto(`${env.runtime.siteUrl}${pathFor('contentProduct', 'pl', { productId })}`);
    await appStarted(staff);
    const pln = staff.getByLabel('Cena netto (PLN)');
    expect(await pln.inputValue()).toBe('270,00');
    const save = staff.getByRole('button', { name: 'Zapisz ceny' });
    await pln.fill('249,999');
    await save.click();
    await staff.getByText('Wpisz kwotę bez znaku minus, z najwyżej dwoma miejscami po przecinku').waitFor();
    await pln.fill('249,99');
    await expect
      .poll(() => staff.locator('.staff-price').first().textContent())
      .toMatch(/Brutto 307,49\szł \(VAT 23\s?%, klient w Polsce\)/);
    await save.click();
    await staff.getByText('Zapisano.').waitFor();
    await expect
      .poll(() => staff.locator('.staff-history li[data-action="pricesChanged"]').textContent())
      .toMatch(/Zmieniono ceny.*prices\.PLN\.price: 270,00\szł → 249,99\szł/);
    expect(await axeRules(staff)).toEqual([]);
  }, 90_000);

  it('shows a customer the no-access page on a content path', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    await signInOnSite(page, env.runtime.siteUrl, demoUsers[0].email, demoUsers[0].password);
    await page.goto(`${env.runtime.siteUrl}${pathFor('contentArticles', 'pl')}`);
    await appStarted(page);
    await page.getByRole('heading', { level: 1, name: 'Brak dostępu' }).waitFor();
  }, 60_000);
});
