import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getOrder } from '#functions/lib/table/orders';
import { putStock } from '#functions/lib/table/stock';
import { demoUsers } from '#infra/local/seed';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, signInOnSite, withBrowserRuntime } from '../support/browser';
import { csvRecords } from '../support/csv-records';
import { placeOrderOf } from '../support/place-order';
import { staffOnSite } from '../support/staff-on-site';

// The finance staff's exports screen in a real browser: two orders are placed, a finance staff member
// signs in with her password and her authenticator app's code, opens the screen from her account page,
// starts an export of today, watches its progress bar (fed over the live WebSocket) reach done and
// downloads its orders file, whose gross total of the test's orders is what they cost; the page passes
// axe. A customer sees "no access".

const dock = 'dell-dock-wd19s-130w';
const email = 'finanse.e2e@example.pl';
const password = 'Test1234';
const env = withBrowserRuntime(() => putStock([{ productId: dock, units: 20 }]));

/** A finance staff member signed in with her password and her authenticator app's code (a wrong one first). */
const financePage = () =>
  staffOnSite(env.runtime, env.browser, { email, group: 'finance', password }, { wrongCodeFirst: true });

/** axe's rule ids the page breaks (none, for an accessible page). */
const axeRules = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(({ id }) => id);

describe('the finance exports screen', () => {
  it('starts an export of today, follows it live to done and downloads the orders placed', async () => {
    const placed = [
      await placeOrderOf(env.runtime, { productId: dock, key: 'finance-e2e-order-1' }),
      await placeOrderOf(env.runtime, { productId: dock, key: 'finance-e2e-order-2' }),
    ];
    const orders = await Promise.all(placed.map(({ orderId }) => getOrder({ kind: 'guest' }, orderId)));
    const placedGross = orders.reduce((sum, order) => sum + (order?.totals.total.gross ?? Number.NaN), 0);
    expect(placedGross).toBeGreaterThan(0);

    const page = await financePage();
    const pushes: string[] = [];
    let subscribed = () => {};
    const exportSubscribed = new Promise<void>((resolve) => {
      subscribed = resolve;
    });
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('export.progressed')) pushes.push(String(payload));
      });
      socket.on('framesent', ({ payload }) => {
        if (/"topic":"export:/.test(String(payload))) subscribed();
      });
    });
    await page.goto(`${env.runtime.siteUrl}${pathFor('account', 'pl')}`);
    await appStarted(page);
    await page.getByRole('link', { name: 'Eksporty finansowe' }).click();
    await page.getByRole('heading', { level: 1, name: 'Eksporty finansowe' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/finanse/eksporty/');

    const today = new Date().toISOString().slice(0, 10);
    expect(await page.getByLabel('Od dnia').inputValue()).toBe(today);
    expect(await page.getByLabel('Do dnia').inputValue()).toBe(today);
    // The run waits until the page listens to its topic, so it is followed live however slow the
    // page's connection is beside a busy machine (otherwise a quick run may end before it subscribes).
    const { queue: runs } = env.runtime.queues['export-run'] ?? {};
    await runs?.stop();
    try {
      await page.getByRole('button', { name: 'Rozpocznij eksport' }).click();
      await exportSubscribed;
    } finally {
      runs?.start();
    }
    const bar = page.getByRole('progressbar', { name: /^Postęp eksportu range-/ });
    await bar.waitFor();
    const panel = page.locator('.finance-progress');
    await panel.locator('.badge[data-status="done"]').waitFor({ timeout: 30_000 });
    expect(await bar.evaluate((element) => (element as HTMLProgressElement).position)).toBe(1);
    await expect.poll(() => pushes.length).toBeGreaterThan(0);
    expect(await axeRules(page)).toEqual([]);

    const answer = page.waitForResponse((response) => response.url().includes('/files/orders.csv'));
    await panel.getByRole('button', { name: 'Pobierz plik orders.csv' }).click();
    const { url } = (await (await answer).json()) as { url: string };
    const file = await fetch(url);
    expect(file.status).toBe(200);
    const rows = csvRecords(await file.text());
    const head = rows[0] ?? [];
    const ours = rows
      .slice(1)
      .filter((row) => placed.some(({ orderId }) => row[head.indexOf('order_id')] === orderId));
    expect(ours).toHaveLength(2);
    const exportedGross = ours.reduce(
      (sum, row) => sum + Math.round(Number(row[head.indexOf('gross')]) * 100),
      0,
    );
    expect(exportedGross).toBe(placedGross);
  }, 120_000);

  it('shows a customer the no-access page', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    await signInOnSite(page, env.runtime.siteUrl, demoUsers[0].email, demoUsers[0].password);
    await page.goto(`${env.runtime.siteUrl}${pathFor('financeExports', 'pl')}`);
    await appStarted(page);
    await page.getByRole('heading', { level: 1, name: 'Brak dostępu' }).waitFor();
    expect(await page.getByRole('link', { name: 'Eksporty finansowe' }).count()).toBe(0);
  }, 60_000);
});
