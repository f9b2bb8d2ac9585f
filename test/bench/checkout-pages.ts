import { putStock } from '#functions/lib/table/stock';
import { demoStock, demoStockLaptopId } from '#infra/local/demo-catalogue/stock-and-codes';
import { pathFor } from '#shared/routes';
import { firstViewJs, screenChunks } from './first-view';
import { guestShopper } from './guest-shopper';
import { type LighthouseRun, lighthouseMedian, lighthouseRounds } from './lighthouse';

// The basket and checkout pages' targets: first-view JS of `/koszyk/` and `/zamowienie/` ≤ 130 KB gzip
// (the app shell plus the screen's own chunks), and Lighthouse mobile on `/koszyk/` with three products
// in the basket (performance ≥ 95, accessibility 100).

/** The screens, by the source module of their chunk in the build manifest. */
const screens = [
  { key: 'basket', isScreen: (module: string) => module === 'src/features/basket/basket-page.tsx' },
  { key: 'order', isScreen: (module: string) => module.startsWith('src/features/checkout/') },
] as const;

/** Three demo products a guest may buy, one unit each (not the stock race's laptop). */
const threeItems = demoStock
  .filter(({ productId }) => productId !== demoStockLaptopId)
  .slice(0, 3)
  .map(({ productId }) => ({ productId, quantity: 1 }));

export interface ScreenFirstView {
  path: string;
  /** The screen's chunk module and the gzipped bytes; undefined when this build has no such chunk. */
  screen?: { module: string; bytes: number };
}

export const benchCheckoutPages = async (root: string, port: number) => {
  const firstViews: ScreenFirstView[] = [];
  for (const { key, isScreen } of screens) {
    const path = pathFor(key, 'pl');
    const html = await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
    const screen = screenChunks(root, isScreen);
    firstViews.push({
      path,
      ...(screen ? { screen: { module: screen.module, bytes: firstViewJs(root, html, screen.chunks) } } : {}),
    });
  }
  await putStock(threeItems.map(({ productId }) => ({ productId, units: 10 })));
  const { cookie } = await guestShopper(port).fill(threeItems);
  const basketPath = pathFor('basket', 'pl');
  const scores = await lighthouseMedian(root, `http://127.0.0.1:${port}${basketPath}`, {
    headers: { Cookie: `basket=${cookie}` },
  });
  return { firstViews, basket: { path: basketPath, ...scores } };
};

export const noteCheckoutPages = (
  note: (line?: string) => void,
  {
    firstViews,
    basket,
  }: { firstViews: readonly ScreenFirstView[]; basket: LighthouseRun & { path: string } },
) => {
  note(
    '## Basket and checkout: first-view JavaScript (gzipped, app shell + the screen chunk; target ≤ 130 KB)',
  );
  note();
  note('| path | screen chunk | first-view JS |');
  note('|---|---|---|');
  for (const { path, screen } of firstViews) {
    note(
      screen
        ? `| \`${path}\` | \`${screen.module}\` | ${(screen.bytes / 1024).toFixed(1)} KB |`
        : `| \`${path}\` | none in this build: the screen is not built yet | not measured |`,
    );
  }
  note();
  note(
    `## Lighthouse, mobile profile, \`${basket.path}\` with three products in the basket, the median of ${lighthouseRounds} runs (targets: performance ≥ 95, accessibility 100)`,
  );
  note();
  const { scores, finalUrl } = basket;
  note('| page | performance | accessibility | best practices | SEO |');
  note('|---|---|---|---|---|');
  note(
    `| basket, 3 products | ${scores.performance ?? 'n/a'} | ${scores.accessibility ?? 'n/a'} | ${scores['best-practices'] ?? 'n/a'} | ${scores.seo ?? 'n/a'} |`,
  );
  note();
  if (new URL(finalUrl).pathname !== basket.path) {
    note(`The page ended on \`${finalUrl}\`, not the basket: the scores are not the basket's.`);
    note();
  }
};
