import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putMaintenance } from '../../functions/lib/table/settings';
import type { Runtime } from '../../infra/local/runtime';
import { launchBrowser } from '../support/browser';
import { startTestRuntime } from '../support/runtime';

// Maintenance mode: staff switch the flag in the table; every page then shows the maintenance page.

let runtime: Runtime;
let browser: Browser;

beforeAll(async () => {
  [runtime, browser] = await Promise.all([startTestRuntime(), launchBrowser()]);
  // Before any request, so the settings function reads it on its first call.
  await putMaintenance({ enabled: true, window: { from: '07:00', to: '12:00' } });
});
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

describe('maintenance mode', () => {
  it('shows the maintenance page with its window instead of the home page', async () => {
    const page = await browser.newPage();
    await page.goto(runtime.siteUrl);
    const heading = page.locator('h1', { hasText: 'Przerwa techniczna' });
    await heading.waitFor();
    await expect(page.locator('main').innerText()).resolves.toContain('07:00');
    expect(await page.locator('.offers').count()).toBe(0);
  });
});
