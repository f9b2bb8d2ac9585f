import { launchBrowser } from '../support/browser';

// The image budget: the bytes of the pictures a phone (360 × 760 px, device pixel ratio 2, as
// most phones have) downloads for the first screen of a page, before any scroll: the eager ones and
// the lazy ones the browser finds near the viewport.

export interface FirstScreenImages {
  /** Pictures fetched, and of them how many failed (a missing picture would flatter the bytes). */
  count: number;
  failed: number;
  bytes: number;
}

export const firstScreenImages = async (url: string): Promise<FirstScreenImages> => {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 760 },
      deviceScaleFactor: 2,
      isMobile: true,
    });
    const page = await context.newPage();
    const sizes: Promise<{ ok: boolean; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      sizes.push(
        response.body().then(
          (body) => ({ ok: response.ok(), bytes: body.length }),
          () => ({ ok: false, bytes: 0 }),
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const fetched = await Promise.all(sizes);
    return {
      count: fetched.length,
      failed: fetched.filter(({ ok }) => !ok).length,
      bytes: fetched.reduce((sum, { bytes }) => sum + bytes, 0),
    };
  } finally {
    await browser.close();
  }
};
