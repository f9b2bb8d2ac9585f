import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deps } from '#functions/use-cases/catalogue/deps';
import { publishCatalogue } from '#functions/use-cases/catalogue/publish-catalogue';
import { renderCategoryPages, renderProductPages } from '#functions/use-cases/catalogue/render-site-pages';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import type { ListingResult } from '#shared/catalogue/listing';
import { mergeRecentlyViewed } from '#shared/catalogue/recently-viewed';
import { pathFor } from '#shared/routes';
import { defaultUserSettings, type UserSettings } from '#shared/user-settings';
import { appStarted, consentedContext, consoleErrors, withBrowserRuntime } from '../support/browser';
import { eventually, signIn } from '../support/runtime';

// The catalogue in a real browser: category menu, filters and sorting in the URL, search with
// suggestions, the product page with JSON-LD and tabs, the comparison kept across reloads, 404, and
// pre-rendered pages that do not shift while they start (layout shifts as Lighthouse counts them).

const env = withBrowserRuntime();

const laptops = demoProducts.filter(
  (product) => product.categoryId === 'business-laptops' && product.availability.state !== 'discontinued',
);
const [first, second] = laptops;
const awaited = demoProducts.find((product) => product.availability.state === 'notify-availability');
const askable = demoProducts.find((product) => product.availability.state === 'ask-delivery-time');
if (!first?.texts.en || !second?.texts.en)
  throw new Error('the demo catalogue has no business laptops in English');
const secondEnglish = second.texts.en;

let tab: Page | undefined;
/** One tab for the file, cookies decided, so the cookie bar covers nothing. */
const page = async () => {
  if (tab) return tab;
  tab = await (await consentedContext(env.browser)).newPage();
  return tab;
};

const open = async (path: string) => {
  const current = await page();
  await current.goto(`${env.runtime.siteUrl}${path}`);
  await appStarted(current);
  return current;
};

const reload = async (current: Page) => {
  await current.reload();
  await appStarted(current);
};

const pathname = (current: Page) => new URL(current.url()).pathname;
const shownIds = (current: Page) =>
  current
    .locator('.listing .product-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product')));
const axeViolations = async (current: Page) => (await new AxeBuilder({ page: current }).analyze()).violations;

/** The settings and the category tree, which every page asks for once the app has started. */
const sharedApis = ['/api/common/settings', '/api/cms/categories'];

interface LayoutShift {
  value: number;
  hadRecentInput: boolean;
}

/** The page's window with what `layoutShiftProbe` records (and the app's start flag). */
type Probed = {
  shopStarted?: boolean;
  probe: { shifts: PerformanceEntry[]; observer: PerformanceObserver; read: string[] };
};

/** An init script: records the page's layout shifts and the path of each API answer it has read. */
const layoutShiftProbe = () => {
  const shifts: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  const probe = { shifts, observer, read: [] as string[] };
  (window as unknown as Probed).probe = probe;
  const json = Response.prototype.json;
  Response.prototype.json = async function (this: Response) {
    const body: unknown = await json.call(this);
    probe.read.push(new URL(this.url).pathname);
    return body;
  };
};

/** The sum of the page's layout shifts without recent input (as CLS counts them), frames now due painted. */
const cumulativeLayoutShift = (current: Page) =>
  current.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const { shifts, observer } = (window as unknown as Probed).probe;
            const all = [...shifts, ...observer.takeRecords()] as unknown as LayoutShift[];
            resolve(all.reduce((sum, shift) => sum + (shift.hadRecentInput ? 0 : shift.value), 0));
          }),
        ),
      ),
  );

/** The built chunk of a lazily loaded module, as the site's build manifest names it. */
const routeChunk = (module: string): string => {
  const manifestPath = join(import.meta.dirname, '../../web/dist/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[module]?.file;
  if (!chunk) throw new Error(`the build manifest has no chunk for ${module}`);
  return chunk;
};

/** Whether `scope` shows pictures, every one loaded and decorative (empty alt beside the product's name). */
const decorativePicturesShown = (scope: Locator) =>
  scope
    .locator('img')
    .evaluateAll(
      (images) =>
        images.length > 0 &&
        images.every(
          (image) =>
            image instanceof HTMLImageElement && image.naturalWidth > 0 && image.getAttribute('alt') === '',
        ),
    );

/**
 * A page of a visitor who chose euro, recording its layout shifts (`layoutShiftProbe`), whether an
 * element matching `watched` ever left it, and the calls matching `euroCall`. Each such call is
 * answered once the page has painted since, so the złoty the page was rendered with shows first.
 */
const euroVisitorPage = async (watched: string, euroCall: RegExp) => {
  const context = await consentedContext(env.browser);
  await context.addInitScript(
    (settings) => {
      window.localStorage.setItem('shop.settings', JSON.stringify(settings));
    },
    { ...defaultUserSettings, currency: 'EUR', currencyChangedManually: true } satisfies UserSettings,
  );
  await context.addInitScript(layoutShiftProbe);
  await context.addInitScript((selector) => {
    const probe = window as unknown as { watchedRemoved?: boolean };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches(selector) || node.querySelector(selector)))
            probe.watchedRemoved = true;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, watched);
  const current = await context.newPage();
  const asked: string[] = [];
  await current.route(euroCall, async (route) => {
    asked.push(route.request().url());
    await current.evaluate(
      () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
    );
    await route.continue();
  });
  const removed = () =>
    current.evaluate(() => (window as { watchedRemoved?: boolean }).watchedRemoved === true);
  return { context, current, asked, removed };
};

describe('catalogue', () => {
  it('opens a category from the menu, keeps filters, a weight range and sorting in the URL across a reload', async () => {
    const current = await open('/');
    await current.locator('.category-nav').getByRole('link', { name: 'Laptopy', exact: true }).click();
    await current.locator('h1', { hasText: 'Laptopy' }).waitFor();
    expect(pathname(current)).toBe(pathFor('category', 'pl', { id: 'laptops', slug: 'laptopy' }));
    await current.locator('.subcategories').getByRole('link', { name: 'Laptopy biznesowe' }).click();
    await current.locator('h1', { hasText: 'Laptopy biznesowe' }).waitFor();
    await current.getByRole('navigation', { name: 'Strony' }).waitFor();

    const all = (await (
      await fetch(`${env.runtime.siteUrl}/api/cms/products?category=business-laptops`)
    ).json()) as ListingResult;
    const producer = all.facets.producer[0]?.value ?? '';
    await current.getByRole('checkbox', { name: new RegExp(`^${producer} \\(`) }).check();
    await expect.poll(() => new URL(current.url()).searchParams.get('producer')).toBe(producer);
    await current.getByLabel('Sortuj według').selectOption('price-asc');
    await expect.poll(() => new URL(current.url()).searchParams.get('sort')).toBe('price-asc');
    // Weight is a range: buckets from the data, no checkbox per value.
    const weight = current.getByRole('group', { name: 'Waga' });
    expect(await weight.getByRole('checkbox').count()).toBe(0);
    await weight.getByRole('listitem').first().getByRole('button').click();
    await expect
      .poll(() => new URL(current.url()).searchParams.get('range.weight'))
      .toMatch(/^[\d.]+\.\.[\d.]+$/);
    const range = new URL(current.url()).searchParams.get('range.weight');

    const expected = (await (
      await fetch(
        `${env.runtime.siteUrl}/api/cms/products?category=business-laptops&producer=${producer}&sort=price-asc&range.weight=${range}`,
      )
    ).json()) as ListingResult;
    expect(expected.total).toBeGreaterThan(0);
    const ids = expected.items.map((item) => item.id);
    await expect.poll(() => shownIds(current)).toEqual(ids);

    await reload(current);
    await expect.poll(() => shownIds(current)).toEqual(ids);
    expect(await current.getByRole('checkbox', { name: new RegExp(`^${producer} \\(`) }).isChecked()).toBe(
      true,
    );
    expect(await current.getByLabel('Sortuj według').inputValue()).toBe('price-asc');
    expect(await weight.getByRole('listitem').getByRole('button', { pressed: true }).count()).toBe(1);
    expect(await axeViolations(current)).toEqual([]);
  });

  it('reaches every category from the menu on a 360 px phone, and shows products before the folded filters', async () => {
    const context = await consentedContext(env.browser);
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 360, height: 760 });
    await phone.goto(`${env.runtime.siteUrl}/`);
    await appStarted(phone);
    // The last category sits beyond the screen's edge (the service calculator's link follows it): the menu scrolls to it.
    const last = phone.locator('.category-nav a[href^="/kategoria/"]').last();
    const name = (await last.innerText()).trim();
    await last.scrollIntoViewIfNeeded();
    await last.click();
    await phone.locator('h1', { hasText: name }).waitFor();
    await phone.locator('.category-nav').getByRole('link', { name: 'Laptopy', exact: true }).click();
    await phone.locator('h1', { hasText: 'Laptopy' }).waitFor();
    const producers = phone.getByRole('group', { name: 'Producent' });
    expect(await producers.isVisible()).toBe(false);
    const cardTop = await phone
      .locator('.listing .product-card')
      .first()
      .evaluate((card) => card.getBoundingClientRect().top);
    expect(cardTop).toBeLessThan(760);
    await phone.getByRole('button', { name: 'Pokaż filtry' }).click();
    await producers.waitFor();
    expect(await phone.getByRole('button', { name: 'Ukryj filtry' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await context.close();
  });

  it('suggests while typing, searches with a typo and refuses a 1-character phrase', async () => {
    const current = await page();
    const box = current.getByRole('combobox', { name: 'Szukaj produktów' });
    const searches: string[] = [];
    current.on('request', (request) => {
      if (request.url().includes('/api/cms/products?')) searches.push(request.url());
    });

    await box.fill('a');
    await box.press('Enter');
    await current.getByRole('alert').getByText('co najmniej 2 znaki').waitFor();

    await box.fill('ofice');
    await current
      .getByRole('listbox')
      .getByRole('option', { name: /Office/ })
      .first()
      .waitFor();
    // Each suggestion shows its product's picture, decorative beside the name.
    await expect.poll(() => decorativePicturesShown(current.getByRole('listbox'))).toBe(true);
    await box.press('Enter');
    await current.locator('h1', { hasText: 'ofice' }).waitFor();
    expect(pathname(current)).toBe(pathFor('search', 'pl'));
    // The title shows the phrase at once; the results follow from the API.
    const first = current.locator('.listing .product-card__name').first();
    await first.waitFor();
    expect(await first.innerText()).toMatch(/Office/);
    expect(searches.some((url) => /[?&]q=a(&|$)/.test(url))).toBe(false);
  });

  it('opens a search address with its results in the page, hydrated without an error, asking the API only for another sort', async () => {
    const current = await page();
    const errors = consoleErrors(current);
    const searches: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      if (request.url().includes('/api/cms/products?')) searches.push(request.url());
    };
    current.on('request', onRequest);
    await open(`${pathFor('search', 'pl')}?q=laptop`);
    await current.locator('h1', { hasText: 'laptop' }).waitFor();
    const cards = current.locator('.listing .product-card');
    expect(await cards.count()).toBeGreaterThan(1);
    expect(searches).toEqual([]);
    expect(errors).toEqual([]);
    // Another sort is another query: the API answers it.
    await current.getByLabel('Sortuj według').selectOption('price-asc');
    await expect.poll(() => searches.length).toBe(1);
    expect(new URL(searches[0] ?? '').searchParams.get('q')).toBe('laptop');
    // A phrase under 2 characters opened directly is refused before any call, as when typed.
    await open(`${pathFor('search', 'pl')}?q=a`);
    await current.getByRole('alert').getByText('co najmniej 2 znaki').waitFor();
    current.off('request', onRequest);
    expect(searches).toHaveLength(1);
  });

  it('shows a product page with JSON-LD and tabs, and compares two products of its category', async () => {
    // A stale slug is replaced by the product's current one.
    const current = await open(pathFor('product', 'pl', { id: first.id, slug: 'stara-nazwa' }));
    await current.locator('h1', { hasText: first.texts.pl.name }).waitFor();
    await expect
      .poll(() => pathname(current))
      .toBe(pathFor('product', 'pl', { id: first.id, slug: first.texts.pl.slug }));

    const jsonLd = JSON.parse(
      (await current.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: first.texts.pl.name,
      sku: first.producerCode,
      offers: { '@type': 'Offer', priceCurrency: 'PLN' },
    });
    expect(jsonLd.offers.price).toMatch(/^\d+\.\d{2}$/);

    await current.getByRole('tab', { name: 'Specyfikacja' }).click();
    const specification = current.getByRole('tabpanel', { name: 'Specyfikacja' });
    await expect.poll(() => specification.innerText()).toContain('Pamięć RAM');
    expect(await axeViolations(current)).toEqual([]);
    // The tabs take the WAI-ARIA keys: End selects the last tab, Home the first, focus following.
    await current.keyboard.press('End');
    await current.getByRole('tab', { name: 'Podobne', selected: true }).waitFor();
    await current.keyboard.press('Home');
    await current.getByRole('tab', { name: 'Opis', selected: true }).waitFor();
    expect(await current.evaluate(() => document.activeElement?.textContent)).toBe('Opis');

    await current.getByRole('button', { name: 'Dodaj do porównania' }).click();
    await current.getByRole('tab', { name: 'Podobne' }).click();
    const similar = current.getByRole('tabpanel', { name: 'Podobne' }).getByRole('link').first();
    const similarName = await similar.innerText();
    await similar.click();
    await current.locator('h1', { hasText: similarName }).waitFor();
    await current.getByRole('button', { name: 'Dodaj do porównania' }).click();
    await current.getByRole('link', { name: /Przejdź do porównania \(2 produkty\)/ }).click();

    await current.locator('h1', { hasText: 'Porównanie produktów' }).waitFor();
    const columns = current.locator('.comparison thead th');
    await expect.poll(() => columns.count()).toBe(2);
    await expect.poll(() => decorativePicturesShown(current.locator('.comparison thead'))).toBe(true);
    const rows = current.locator('.comparison tbody tr');
    const allRows = await rows.count();
    await current.getByLabel('Pokaż tylko różnice').check();
    await expect.poll(() => rows.count()).toBeLessThan(allRows);
    expect(await rows.count()).toBeGreaterThan(0);

    await reload(current);
    await expect.poll(() => columns.count()).toBe(2);
    await current.getByRole('button', { name: 'Wyczyść wszystko' }).click();
    await current.getByText('Nie ma produktów do porównania').waitFor();
  });

  it('removes an unavailable product from the comparison with a message', async () => {
    const gone = demoProducts.find(
      (product) => product.categoryId === first.categoryId && product.availability.state === 'discontinued',
    );
    if (!gone) throw new Error('the demo catalogue has no discontinued business laptop');
    const current = await open(pathFor('home', 'pl'));
    await current.evaluate(
      (list) => localStorage.setItem('shop.comparison', JSON.stringify(list)),
      [first, gone].map(({ id, categoryId }) => ({ id, categoryId })),
    );
    await open(pathFor('compare', 'pl'));
    await current.getByRole('alert').getByText('Niedostępny produkt został usunięty z porównania.').waitFor();
    await expect.poll(() => current.locator('.comparison thead th').count()).toBe(1);
    const stored = await current.evaluate(() => localStorage.getItem('shop.comparison'));
    expect(JSON.parse(stored ?? '[]')).toEqual([{ id: first.id, categoryId: first.categoryId }]);
    await current.getByRole('button', { name: 'Wyczyść wszystko' }).click();
  });

  it('switches a product page to English with the English slug', async () => {
    const current = await open(pathFor('product', 'pl', { id: second.id, slug: second.texts.pl.slug }));
    await current.locator('.header__locale').click();
    await current.getByRole('dialog').getByLabel('English').check();
    await current.getByRole('dialog').getByRole('button', { name: 'Zapisz' }).click();
    await expect
      .poll(() => pathname(current))
      .toBe(pathFor('product', 'en', { id: second.id, slug: secondEnglish.slug }));
    await current.locator('h1', { hasText: secondEnglish.name }).waitFor();
  });

  it('takes an availability notification in a modal, with the shared validation messages', async () => {
    if (!awaited) throw new Error('the demo catalogue has no product awaiting delivery');
    const current = await open(pathFor('product', 'pl', { id: awaited.id, slug: awaited.texts.pl.slug }));
    await current.getByRole('button', { name: 'Powiadom o dostępności' }).click();
    const dialog = current.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill('anna@example.pl');
    await dialog.getByRole('button', { name: 'Powiadom mnie' }).click();
    await dialog.getByText('Zgoda jest wymagana').waitFor();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Powiadom mnie' }).click();
    await dialog.getByRole('status').getByText('Dziękujemy').waitFor();
  });

  it('takes a delivery time question with its optional fields left blank, and checks the ones filled', async () => {
    if (!askable) throw new Error('the demo catalogue has no product to ask a delivery time for');
    const current = await open(pathFor('product', 'pl', { id: askable.id, slug: askable.texts.pl.slug }));
    await current.getByRole('button', { name: 'Zapytaj o termin dostawy' }).click();
    const dialog = current.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill('piotr@example.pl');
    await dialog.getByLabel('Telefon (opcjonalnie)').fill('abc');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Wyślij pytanie' }).click();
    const phone = dialog.getByLabel('Telefon (opcjonalnie)');
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    const errorId = await phone.getAttribute('aria-describedby');
    expect(await dialog.locator(`[id="${errorId}"]`).textContent()).toBe('Ta wartość jest nieprawidłowa.');

    await phone.fill('');
    await dialog.getByRole('button', { name: 'Wyślij pytanie' }).click();
    await dialog.getByRole('status').getByText('Dziękujemy').waitFor();
  });

  it("merges the browser's recently viewed products into the account's at sign-in", async () => {
    const customer = await signIn(env.runtime, 'klient@demo.sklep.local', 'Demo1234');
    const settingsUrl = `${env.runtime.siteUrl}/api/clients/me/settings`;
    const auth = { authorization: `Bearer ${customer.idToken}` };
    const account = (await (await fetch(settingsUrl, { headers: auth })).json()) as UserSettings;
    const earlier = laptops[2]?.id ?? '';
    await fetch(settingsUrl, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, recentlyViewed: [earlier] }),
    });
    const current = await open(pathFor('product', 'pl', { id: first.id, slug: first.texts.pl.slug }));
    const stored = async () =>
      (
        JSON.parse(
          (await current.evaluate(() => localStorage.getItem('shop.settings'))) ?? '{}',
        ) as UserSettings
      ).recentlyViewed;
    await expect.poll(async () => (await stored())[0]).toBe(first.id);
    const browser = await stored();

    await open(pathFor('signIn', 'pl'));
    await current.getByLabel('E-mail', { exact: true }).fill('klient@demo.sklep.local');
    await current.getByLabel('Hasło', { exact: true }).fill('Demo1234');
    await current.getByRole('button', { name: 'Zaloguj się' }).click();
    await current.getByRole('banner').getByRole('button', { name: 'Wyloguj się' }).waitFor();

    const merged = mergeRecentlyViewed(browser, [earlier]);
    await expect.poll(stored).toEqual(merged);
    await eventually(async () => {
      const saved = (await (await fetch(settingsUrl, { headers: auth })).json()) as UserSettings;
      return JSON.stringify(saved.recentlyViewed) === JSON.stringify(merged) ? true : undefined;
    });
    await current.getByRole('banner').getByRole('button', { name: 'Wyloguj się' }).click();
  });

  it('shows the 404 page for an unknown product id, with status 404 and noindex', async () => {
    const current = await page();
    const response = await current.goto(
      `${env.runtime.siteUrl}${pathFor('product', 'pl', { id: 'nie-ma-takiego-produktu', slug: 'x' })}`,
    );
    expect(response?.status()).toBe(404);
    await appStarted(current);
    await current.locator('h1', { hasText: 'Nie znaleziono strony' }).waitFor();
    expect(await current.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  it('keeps a not-found page rendered in the browser out of search results', async () => {
    // The site serves the product's shell while its page is not pre-rendered; the API then says 404.
    const current = await open(pathFor('home', 'pl'));
    await current.evaluate(() => {
      history.pushState(null, '', '/produkt/no-such-product/x');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await current.getByText('Produkt nie istnieje').waitFor();
    expect(await current.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  it('loads the home, a category, a product and a search page without any Content-Security-Policy violation', async () => {
    const context = await consentedContext(env.browser);
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const current = await context.newPage();
    const consoleErrors: string[] = [];
    current.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text()))
        consoleErrors.push(message.text());
    });
    const category = pathFor('category', 'pl', { id: 'business-laptops', slug: 'x' });
    const product = pathFor('product', 'pl', { id: first.id, slug: first.texts.pl.slug });
    const search = `${pathFor('search', 'pl')}?q=laptop`;
    for (const path of [pathFor('home', 'pl'), category, product, search]) {
      const response = await current.goto(`${env.runtime.siteUrl}${path}`);
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await appStarted(current);
      await current.locator('h1').first().waitFor();
      expect(
        await current.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
        path,
      ).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('holds a pre-rendered category page still when the shop settings and category tree arrive', async () => {
    // The laptops category's first pages, rendered into the site bucket as publishing does.
    const { index } = await publishCatalogue(deps());
    const laptopsCategory = index.categories.find((category) => category.id === 'laptops');
    if (!laptopsCategory) throw new Error('the demo catalogue has no laptops category');
    await renderCategoryPages(deps(), index, laptopsCategory);
    const path = pathFor('category', 'pl', { id: 'laptops', slug: laptopsCategory.texts.pl.slug });
    expect(await (await fetch(`${env.runtime.siteUrl}${path}`)).text()).toContain('"listing":');

    const context = await consentedContext(env.browser);
    await context.addInitScript(layoutShiftProbe);
    const current = await context.newPage();
    // The page's screen (its route chunk) is held back: the settings and the category tree answer
    // before it whenever the app asks for them first, as Lighthouse saw against a fast server.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await current.route(`**/${routeChunk('src/features/catalogue/category-page.tsx')}`, async (route) => {
      await released;
      await route.continue();
    });
    await current.goto(`${env.runtime.siteUrl}${path}`, { waitUntil: 'domcontentloaded' });
    // The app script has run: it has started and read both answers, or it has not started, waiting
    // for its screen (it asks for nothing then).
    await current.waitForFunction(
      (apis) =>
        !(window as unknown as Probed).shopStarted ||
        apis.every((api) => (window as unknown as Probed).probe.read.includes(api)),
      sharedApis,
    );
    release();
    await appStarted(current);
    await current.waitForFunction(
      (apis) => apis.every((api) => (window as unknown as Probed).probe.read.includes(api)),
      sharedApis,
    );
    await current.locator('.listing .product-card').first().waitFor();

    expect(await cumulativeLayoutShift(current)).toBeLessThan(0.1); // CLS "good"
    // Every card has its picture with alt text and its size up front, so nothing moves
    // while the pictures load.
    const cards = current.locator('.listing .product-card');
    const pictures = current.locator('.listing .product-card img');
    expect(await pictures.count()).toBe(await cards.count());
    for (const picture of await pictures.all()) {
      expect(await picture.getAttribute('alt')).toMatch(/\S/);
      expect(Number(await picture.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await picture.getAttribute('height'))).toBeGreaterThan(0);
    }
    await current.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll<HTMLImageElement>('.listing .product-card img')].map((image) =>
          image.loading === 'lazy' || image.complete
            ? undefined
            : new Promise((done) => image.addEventListener('load', done, { once: true })),
        ),
      ),
    );
    expect(await cumulativeLayoutShift(current)).toBeLessThanOrEqual(0.05);
    await context.close();
  });

  it("keeps a pre-rendered product page in place while it is priced again in the visitor's currency", async () => {
    const { index } = await publishCatalogue(deps());
    await renderProductPages(deps(), index, first);
    const path = pathFor('product', 'pl', { id: first.id, slug: first.texts.pl.slug });
    expect(await (await fetch(`${env.runtime.siteUrl}${path}`)).text()).toContain('"product":');

    const { context, current, removed } = await euroVisitorPage(
      'article.product',
      /\/api\/cms\/products\/[^?]+\?.*currency=EUR/,
    );
    await current.goto(`${env.runtime.siteUrl}${path}`);
    await appStarted(current);
    await current.locator('.product .price', { hasText: '€' }).first().waitFor();

    // The product stays on the page meanwhile (no loading placeholder in its place).
    expect(await removed()).toBe(false);
    expect(await cumulativeLayoutShift(current)).toBeLessThan(0.1);
    await context.close();
  });

  it("keeps a rendered search page's results in place while they are priced again in the visitor's currency", async () => {
    const path = `${pathFor('search', 'pl')}?q=laptop`;
    expect(await (await fetch(`${env.runtime.siteUrl}${path}`)).text()).toContain('"search":');

    const { context, current, asked, removed } = await euroVisitorPage(
      '.listing',
      /\/api\/cms\/products\?.*currency=EUR/,
    );
    await current.goto(`${env.runtime.siteUrl}${path}`);
    await appStarted(current);
    await current.locator('.listing .product-card', { hasText: '€' }).first().waitFor();

    // One call for the same phrase in euro; the results stay meanwhile (no loading placeholder).
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0] ?? '').searchParams.get('q')).toBe('laptop');
    expect(await removed()).toBe(false);
    expect(await cumulativeLayoutShift(current)).toBeLessThan(0.1);
    await context.close();
  });
});
