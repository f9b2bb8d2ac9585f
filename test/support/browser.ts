import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Runtime } from '#infra/local/runtime';
import { startTestRuntime } from './runtime';
import { launchBrowser } from './site-session';

export { appStarted, launchBrowser, signInOnSite } from './site-session';

let shared: Promise<Browser> | undefined;

/**
 * The browser of a test file: in the shared project its worker's one Chromium (launched by the first
 * file, ended with the worker), elsewhere one of its own. `stopTestBrowser` closes what the file opened.
 */
const startTestBrowser = (): Promise<Browser> => {
  if (!inject('sharedRuntime')) return launchBrowser();
  shared ??= launchBrowser();
  shared.catch(() => {
    shared = undefined;
  });
  return shared;
};

/** Ends a file's browser: the shared one's contexts (the next file starts clean), another one whole. */
const stopTestBrowser = async (browser: Browser | undefined): Promise<void> => {
  if (!browser) return;
  if (!inject('sharedRuntime')) return browser.close();
  await Promise.all(browser.contexts().map((context) => context.close()));
};

/**
 * One local runtime (with the demo pictures in its site bucket) and one browser for a test file,
 * started before its tests and stopped after; `before` runs once both are up (e.g. to switch a
 * setting before the first request).
 */
export const withBrowserRuntime = (before?: () => Promise<unknown>) => {
  const env = {} as { runtime: Runtime; browser: Browser };
  beforeAll(async () => {
    [env.runtime, env.browser] = await Promise.all([startTestRuntime(), startTestBrowser()]);
    await env.runtime.writeDemoPictures();
    await before?.();
  });
  afterAll(async () => {
    await stopTestBrowser(env.browser);
    await env.runtime?.stop();
  });
  return env;
};

/** A Polish browser context whose visitor has already decided on cookies (no bar over the page). */
export const consentedContext = async (browser: Browser): Promise<BrowserContext> => {
  const context = await browser.newContext({ locale: 'pl-PL' });
  await context.addInitScript(() =>
    window.localStorage.setItem(
      'shop.consent',
      JSON.stringify({ accepted: true, analytics: false, marketing: false, decidedAt: null }),
    ),
  );
  return context;
};

/** The errors the page logs from now on (a hydration mismatch among them). */
export const consoleErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};
