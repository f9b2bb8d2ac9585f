import { describe, expect, it } from 'vitest';
import { putMaintenance } from '#functions/lib/table/settings';
import { withBrowserRuntime } from '../support/browser';

// Maintenance mode: staff switch the flag in the table; every page then shows the maintenance page.

// Switched before any request, so the settings function reads it on its first call.
const env = withBrowserRuntime(() =>
  putMaintenance({ enabled: true, window: { from: '07:00', to: '12:00' } }),
);

describe('maintenance mode', () => {
  it('shows the maintenance page with its window instead of the home page', async () => {
    const page = await env.browser.newPage();
    await page.goto(env.runtime.siteUrl);
    const heading = page.locator('h1', { hasText: 'Przerwa techniczna' });
    await heading.waitFor();
    await expect(page.locator('main').innerText()).resolves.toContain('07:00');
    expect(await page.locator('.offers').count()).toBe(0);
  });
});
