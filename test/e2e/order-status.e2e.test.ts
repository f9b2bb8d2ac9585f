import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { demoStockLaptopId } from '#infra/local/demo-catalogue/stock-and-codes';
import { demoUsers } from '#infra/local/seed';
import { sampleInvoiceData } from '#shared/identity/sample-invoice-data';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { pathFor } from '#shared/routes';
import { apiCall } from '../support/api-call';
import { appStarted, consentedContext, withBrowserRuntime } from '../support/browser';
import { eventually, signIn } from '../support/runtime';
import { signInAsStaff } from '../support/totp';

// The order status and history screens in a real browser: a guest's order, placed
// through the API (basket cookie, POST with an Idempotency-Key), is opened from the link in the local
// mail outbox and changes live when an operations user books the transfer; a guest's order of a
// licence delivered electronically shows only the parts it has, on a phone without scrolling
// sideways; a business customer finds their order in the history with a status filter.

const env = withBrowserRuntime();
const laptopName = demoProducts.find((product) => product.id === demoStockLaptopId)?.texts.pl?.name ?? '';
/** A licence a guest may buy, delivered electronically (its key by e-mail). */
const electronicProductId = 'office-home-2024-esd';
const electronicName =
  demoProducts.find((product) => product.id === electronicProductId)?.texts.pl?.name ?? '';

const open = async (page: Page, path: string) => {
  await page.goto(`${env.runtime.siteUrl}${path}`);
  await appStarted(page);
};

const headers = (options: { cookie?: string; token?: string; key?: string }) => ({
  ...(options.cookie ? { cookie: `basket=${options.cookie}` } : {}),
  ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  ...(options.key ? { 'idempotency-key': options.key } : {}),
});

/** A guest buys the demo laptop by bank transfer to a parcel locker; answers the order's id. */
/** A guest's order of the laptop by transfer: its id (URLs) and its number (what the pages show). */
const placeGuestOrder = async (key: string): Promise<{ orderId: string; number: string }> => {
  const added = await apiCall(env.runtime, 'POST', '/api/orders/basket/items', {
    body: { productId: demoStockLaptopId, quantity: 1 },
  });
  const cookie = added.setCookies[0]?.match(/^basket=([^;]*)/)?.[1] ?? '';
  const placed = await apiCall(env.runtime, 'POST', '/api/orders/orders', {
    body: { ...sampleGuestOrderInput, basketVersion: added.body.version },
    headers: headers({ cookie, key }),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { orderId: placed.body.id, number: placed.body.number };
};

/** A business customer buys the laptop with deferred payment (straight to realization). */
const placeBusinessOrder = async (token: string): Promise<{ orderId: string; number: string }> => {
  const added = await apiCall(env.runtime, 'POST', '/api/orders/me/basket/items', {
    body: { productId: demoStockLaptopId, quantity: 1 },
    headers: headers({ token }),
  });
  const placed = await apiCall(env.runtime, 'POST', '/api/orders/me/orders', {
    body: {
      ...sampleGuestOrderInput,
      basketVersion: added.body.version,
      accountType: 'business',
      shippingMethod: 'courier',
      parcelLockerId: undefined,
      invoice: sampleInvoiceData,
      paymentMethodId: 4,
    },
    headers: headers({ token, key: 'e2e-business-order-1' }),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { orderId: placed.body.id, number: placed.body.number };
};

/** The order link of the confirmation mail (path and query), read from the local outbox page once it is there. */
const linkFromOutbox = (page: Page, orderId: string): Promise<string> =>
  eventually(async () => {
    await page.goto(`${env.runtime.siteUrl}/_local/mail`);
    const mail = page.getByRole('article').filter({ hasText: orderId });
    if ((await mail.count()) === 0) return undefined;
    const link = (await mail.first().locator('pre').innerText()).match(
      /\S*\/status-zamowienia\/\?order=\S+/,
    )?.[0];
    if (!link) return undefined;
    const { pathname, search } = new URL(link, env.runtime.siteUrl);
    return `${pathname}${search}`;
  });

const step = (page: Page, name: string) => page.locator(`.order-progress [data-step="${name}"]`);

describe('order status', () => {
  it("shows a guest's order from the mailed link and updates it live when operations book the transfer", async () => {
    const { orderId, number } = await placeGuestOrder('e2e-guest-order-live');
    const page = await (await consentedContext(env.browser)).newPage();
    await open(page, await linkFromOutbox(page, orderId));

    await page.getByRole('heading', { level: 1, name: `Zamówienie nr ${number}` }).waitFor();
    await page.getByRole('rowheader', { name: laptopName }).waitFor();
    await page.getByRole('region', { name: 'Płatność' }).getByText('Przelew bankowy').waitFor();
    const delivery = page.getByRole('region', { name: 'Dostawa' });
    await delivery.getByText('Dostawa do paczkomatu').waitFor();
    await delivery.getByText('WAW01M').waitFor();
    // Goods to a parcel locker: the locker is where they go, not the buyer's address.
    expect(await delivery.getByText('Adres dostawy').count()).toBe(0);
    await expect.poll(() => step(page, 'payment').innerText()).toContain('Oczekuje na płatność');
    expect(await step(page, 'payment').getAttribute('aria-current')).toBe('step');
    await page.getByRole('button', { name: 'Anuluj zamówienie' }).waitFor();
    expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);

    // Subscribed to the order's topic: an operations user books the transfer meanwhile.
    await page.locator('.order[data-live="on"]').waitFor();
    const staff = await signInAsStaff(env.runtime, 'obsluga-e2e@demo.sklep.local', 'operations');
    const moved = await apiCall(env.runtime, 'POST', `/api/orders/staff/orders/${orderId}/transitions`, {
      body: { action: 'bookPayment' },
      headers: headers({ token: staff.idToken }),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    await page
      .getByRole('status')
      .getByText('Status zamówienia zmienił się: Zamówienie złożone, Płatność przyjęta, W realizacji.')
      .waitFor({ timeout: 20_000 });
    expect(await step(page, 'payment').innerText()).toContain('Płatność przyjęta');
    expect(await step(page, 'realization').getAttribute('aria-current')).toBe('step');
    // Moved on from unpaid, the order is no longer the customer's to cancel.
    expect(await page.getByRole('button', { name: 'Anuluj zamówienie' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(pathFor('orderStatus', 'pl'));
  });

  it('shows an electronic-only order without empty parts or a delivery address, on a phone without scrolling sideways', async () => {
    const added = await apiCall(env.runtime, 'POST', '/api/orders/basket/items', {
      body: { productId: electronicProductId, quantity: 1 },
    });
    const cookie = added.setCookies[0]?.match(/^basket=([^;]*)/)?.[1] ?? '';
    const placed = await apiCall(env.runtime, 'POST', '/api/orders/orders', {
      body: {
        ...sampleGuestOrderInput,
        basketVersion: added.body.version,
        shippingMethod: 'electronic',
        parcelLockerId: undefined,
      },
      headers: headers({ cookie, key: 'e2e-guest-order-electronic' }),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const page = await (await consentedContext(env.browser)).newPage();
    await page.setViewportSize({ width: 360, height: 760 });
    await open(
      page,
      `${pathFor('orderStatus', 'pl')}?order=${placed.body.id}&token=${placed.body.linkToken}`,
    );
    await page.getByRole('heading', { level: 1, name: `Zamówienie nr ${placed.body.number}` }).waitFor();
    await page.getByRole('rowheader', { name: electronicName }).waitFor();

    // Every part says something beyond its heading.
    const parts = page.locator('article.order section[aria-labelledby]');
    const partTexts = await parts.evaluateAll((sections) =>
      sections.map((section) => {
        const heading = section.querySelector('h2, h3')?.textContent ?? '';
        return { heading, rest: (section.textContent ?? '').replace(heading, '').trim() };
      }),
    );
    expect(partTexts.map(({ heading }) => heading)).toEqual(
      expect.arrayContaining(['Płatność', 'Zamówione produkty', 'Dostawa', 'Dane kontaktowe']),
    );
    for (const { heading, rest } of partTexts) expect(rest, heading).not.toBe('');
    // Nothing ships: no delivery address, no delivery price, no invoice data not given.
    const delivery = page.getByRole('region', { name: 'Dostawa' });
    await delivery.getByText('Dostawa elektroniczna').waitFor();
    expect(await page.getByText('Adres dostawy').count()).toBe(0);
    expect(await page.getByRole('row', { name: /^Dostawa/ }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Dane do faktury' }).count()).toBe(0);
    // Addresses read upright and from the left.
    const style = await page
      .getByRole('region', { name: 'Dane kontaktowe' })
      .locator('address')
      .evaluate((address) => getComputedStyle(address));
    expect([style.fontStyle, style.textAlign]).toEqual(['normal', 'start']);
    // The page fits a 360 px phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);
  });

  it('shows the not-found page for a wrong link token', async () => {
    const { orderId } = await placeGuestOrder('e2e-guest-order-wrong-token');
    const page = await (await consentedContext(env.browser)).newPage();
    await open(page, `${pathFor('orderStatus', 'pl')}?order=${orderId}&token=AAAAAAAAAAAAAAAAAAAAAA`);
    await page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' }).waitFor();
  });
});

describe('order history', () => {
  it('lets a signed-in business customer find the order with a status filter kept in the URL', async () => {
    const business = demoUsers[1];
    const { idToken } = await signIn(env.runtime, business.email, business.password);
    const { orderId, number } = await placeBusinessOrder(idToken);

    const page = await (await consentedContext(env.browser)).newPage();
    await open(page, pathFor('signIn', 'pl'));
    await page.getByLabel('E-mail', { exact: true }).fill(business.email);
    await page.getByLabel('Hasło', { exact: true }).fill(business.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Wyloguj się' }).waitFor();

    await open(page, pathFor('account', 'pl'));
    await page.getByRole('link', { name: 'Historia zamówień' }).click();
    await page.getByRole('heading', { level: 1, name: 'Historia zamówień' }).waitFor();
    await page.getByRole('link', { name: number }).waitFor();

    await page.getByLabel('Status').selectOption({ label: 'Zrealizowane' });
    await page.getByRole('button', { name: 'Filtruj' }).click();
    await page.getByText('Żadne zamówienie nie pasuje do wybranych filtrów.').waitFor();
    expect(new URL(page.url()).search).toBe('?status=finished');

    await page.getByLabel('Status').selectOption({ label: 'Do wysyłki' });
    await page.getByRole('button', { name: 'Filtruj' }).click();
    await page.getByRole('link', { name: number }).click();
    expect(new URL(page.url()).pathname).toBe(
      pathFor('accountOrderDetails', 'pl', { realizationId: orderId }),
    );
    await page.getByRole('heading', { level: 1, name: `Zamówienie nr ${number}` }).waitFor();
    await page.getByText('Płatność odroczona').waitFor();
    await page.goBack();
    await page.getByRole('link', { name: number }).waitFor();
    expect(new URL(page.url()).search).toBe('?status=toSend');
  });
});
