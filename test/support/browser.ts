import { resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { build } from 'vite';

/** Builds the site into web/dist, as `npm start` serves it. */
export const buildSite = () =>
  build({ configFile: resolve(import.meta.dirname, '../../web/vite.config.ts'), logLevel: 'error' });

/** Debian's Chromium, headless, with the flags this closed network needs. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
