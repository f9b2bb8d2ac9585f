import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { demoStockLaptopId } from '#infra/local/demo-catalogue/stock-and-codes';
import { freePort, freePortRun, runtimePortCount } from '#infra/local/ports';
import type { ListingResult } from '#shared/catalogue/listing';
import { pathFor, prerenderedRouteKeys } from '#shared/routes';
import { runtimeNodeFlags } from '../../bin/idle-heap';
import { benchAccountPages, noteAccountPages } from './account-pages';
import { benchAllegroImport, noteAllegroImport } from './allegro-import';
import { benchBlogPages, noteBlogPages } from './blog-pages';
import { benchBundles, noteBundles } from './bundles';
import { benchCatalogueIndex, benchCatalogueSize } from './catalogue';
import { benchCatalogueFreshness, noteCatalogueFreshness } from './catalogue-freshness';
import { benchCheckout, noteCheckout } from './checkout';
import { benchCosts, noteCosts } from './cost-per-order';
import { benchDoublePayment, noteDoublePayment } from './double-payment';
import { type FirstScreenImages, firstScreenImages } from './first-screen-images';
import { pageFirstViewJs } from './first-view';
import { benchIdleCpu, noteIdleCpu } from './idle-cpu';
import { benchInvoices, noteInvoices } from './invoices';
import { type LighthouseRun, lighthouseMedian, lighthouseRounds, noteLighthouseTable } from './lighthouse';
import { load } from './load';
import { memoryCurve, noteMemoryCurve } from './memory-curve';
import { benchNotifications, noteNotifications } from './notifications';
import { benchOrderQueue, noteOrderQueue } from './order-queue';
import { placementsPerSecond } from './placement-latency';
import { benchProvisioning, noteProvisioning } from './provisioning';
import { benchRenewals, noteRenewals } from './renewals';
import { benchReports, noteReports } from './reports';
import { benchSearchPage, noteSearchPage } from './search-page';
import { median } from './stats';
import { benchTableFloor, noteTableFloor } from './table-floor';

// `npm run bench`: measures, never asserts. Writes test/bench/report.md.
// `npm run bench -- checkout site` runs only the sections named (the shop's start always) and leaves
// the report as it was: it is written only by a run of every section.

const sections = [
  'gateway',
  'site',
  'checkout',
  'payments',
  'invoices',
  'microsoft',
  'bundles',
  'catalogue',
  'reports',
  'blog',
  'table',
  'backoffice',
  'idle',
  'costs',
  'marketplace',
] as const;
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !sections.includes(name as (typeof sections)[number]));
if (unknown.length > 0)
  throw new Error(`unknown bench sections ${unknown.join(', ')}; known: ${sections.join(', ')}`);
const runs = (section: (typeof sections)[number]) => chosen.length === 0 || chosen.includes(section);

const root = resolve(import.meta.dirname, '../..');
const lines: string[] = [];
const note = (line = '') => {
  lines.push(line);
  console.log(line);
};

/** Starts `npm start` with its own data folder; resolves with the seconds until it printed "ready". */
const startShop = (dataDir: string, port: number, env: Record<string, string> = {}) =>
  new Promise<{ child: ChildProcess; seconds: number; printed: (...texts: string[]) => Promise<string> }>(
    (done, reject) => {
      const started = performance.now();
      let output = '';
      /** Resolves once the shop has printed one of `texts` (e.g. the end of its background pre-rendering), with it. */
      const printed = async (...texts: string[]) => {
        for (;;) {
          const found = texts.find((text) => output.includes(text));
          if (found) return found;
          await new Promise((r) => setTimeout(r, 500));
        }
      };
      const child = spawn(
        process.execPath,
        [join(root, 'node_modules/tsx/dist/cli.mjs'), ...runtimeNodeFlags, 'bin/start.ts'],
        {
          cwd: root,
          env: {
            ...process.env,
            PORT: String(port),
            SHOP_DATA_DIR: dataDir,
            LOG_LEVEL: 'ERROR',
            ...env,
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      // A section that fails leaves no shop (and its DynamoDB Local) running behind the bench.
      process.once('exit', () => child.kill('SIGINT'));
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (chunk.toString().includes('ready in'))
          done({ child, seconds: (performance.now() - started) / 1000, printed });
      });
      child.once('exit', (code) => reject(new Error(`npm start exited with ${code}`)));
    },
  );

const stopShop = (child: ChildProcess) =>
  new Promise<void>((done) => {
    child.removeAllListeners('exit');
    child.once('exit', () => done());
    child.kill('SIGINT');
  });

/** A bare Node http server answering with exactly the bytes and headers the gateway sent. */
const startBareServer = async (body: string, headers: Record<string, string>, port: number) => {
  const script = `require('http').createServer((q,s)=>{s.writeHead(200,${JSON.stringify(headers)});s.end(${JSON.stringify(body)})}).listen(${port},'127.0.0.1',()=>console.log('up'))`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((done) => child.stdout?.once('data', () => done()));
  return child;
};

note('# Benchmark report');
note();
note(
  `Run ${new Date().toISOString()} on ${process.platform}/${process.arch}, Node ${process.version}, 2 cores.`,
);
note();

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const port = await freePortRun(runtimePortCount);
const cold = await startShop(dataDir, port);
await stopShop(cold.child);
const warm = await startShop(dataDir, port);
// The catalogue pages are pre-rendered in the background after the cold start's build; wait for them
// so they are measured as served and no rendering competes with the load tests.
await warm.printed('pre-rendered');
// First, before any section's work: the idle shop's CPU once its pre-rendering ended (issue 38 part 3).
const idleCpu = runs('idle') && warm.child.pid ? await benchIdleCpu(warm.child.pid) : undefined;
note('## `npm start` time to ready');
note();
note('| start | seconds | target |');
note('|---|---|---|');
note(`| cold (empty data folder; site already built) | ${cold.seconds.toFixed(1)} | ≤ 60 |`);
note(`| warm (data kept) | ${warm.seconds.toFixed(1)} | ≤ 15 |`);
note();
if (idleCpu) noteIdleCpu(note, idleCpu);

type Round = { gateway: Awaited<ReturnType<typeof load>>; bare: Awaited<ReturnType<typeof load>> };

/** Rounds per comparison: the VM is noisy, and a median of five steadies the ratio. */
const roundCount = 5;

/** Alternating rounds against `url` and a bare server returning its bytes, so passing load hits both alike. */
const againstBare = async (url: string): Promise<Round[]> => {
  // Uncompressed, as autocannon asks: the bare server sends these bytes with these headers.
  const sample = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = await sample.text();
  const headers = Object.fromEntries(
    [...sample.headers].filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
    ),
  );
  await load(url); // warm-up: the function's container and caches
  const barePort = await freePort();
  const bareServer = await startBareServer(body, headers, barePort);
  const results: Round[] = [];
  for (let round = 0; round < roundCount; round++) {
    results.push({ gateway: await load(url), bare: await load(`http://127.0.0.1:${barePort}/`) });
  }
  bareServer.kill();
  return results;
};

const noteRounds = (rounds: Round[], gatewayLabel: string) => {
  note('| round | server | requests/s | p50 ms | p99 ms | errors |');
  note('|---|---|---|---|---|---|');
  rounds.forEach(({ gateway, bare }, i) => {
    note(
      `| ${i + 1} | ${gatewayLabel} | ${gateway.rps.toFixed(0)} | ${gateway.p50} | ${gateway.p99} | ${gateway.errors} |`,
    );
    note(
      `| ${i + 1} | bare Node http, same bytes | ${bare.rps.toFixed(0)} | ${bare.p50} | ${bare.p99} | ${bare.errors} |`,
    );
  });
  return rounds.map(({ gateway, bare }) => gateway.rps / bare.rps).sort((x, y) => x - y);
};

const settingsRounds = runs('gateway')
  ? await againstBare(`http://127.0.0.1:${port}/api/common/settings`)
  : [];
const product = demoProducts.find(({ id }) => id === 'office-home-2024-esd') ?? demoProducts[0];
const productPath = pathFor('product', 'pl', { id: product?.id ?? '', slug: product?.texts.pl.slug ?? '' });
const categoryPath = pathFor('category', 'pl', { id: 'laptops', slug: 'laptopy' });
const laptop = demoProducts.find(({ id }) => id === demoStockLaptopId) ?? demoProducts[0];
const laptopPath = pathFor('product', 'pl', { id: laptop?.id ?? '', slug: laptop?.texts.pl.slug ?? '' });
const searchPath = `${pathFor('search', 'pl')}?q=laptop`;
const lighthousePages = [
  ['home', pathFor('home', 'pl')],
  ['static page (about)', pathFor('about', 'pl')],
  ['category (laptops)', categoryPath],
  ['search ("laptop")', searchPath],
  ['product (Office Home 2024)', productPath],
  ['product with a picture (laptop)', laptopPath],
] as const;
const pageHtml = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
const firstView: [string, string, number][] = [];
/** The staff screens' first view: the bare shell every private route is served and their own chunk. */
const staffFirstView: [string, string, number][] = [];
const scores: [string, LighthouseRun][] = [];
/** The catalogue pages measured again with the slowdown applied (`Throttling` in lighthouse.ts). */
const appliedPaths: string[] = [categoryPath, searchPath];
const applied: [string, LighthouseRun][] = [];
let categoryImages: FirstScreenImages | undefined;
if (runs('site')) {
  for (const key of prerenderedRouteKeys) {
    const path = pathFor(key, 'pl');
    firstView.push([key, path, pageFirstViewJs(root, path, await pageHtml(path))]);
  }
  firstView.push([
    'category',
    categoryPath,
    pageFirstViewJs(root, categoryPath, await pageHtml(categoryPath)),
  ]);
  firstView.push(['product', productPath, pageFirstViewJs(root, productPath, await pageHtml(productPath))]);
  const searchHtml = await pageHtml(searchPath);
  firstView.push(['search', searchPath, pageFirstViewJs(root, pathFor('search', 'pl'), searchHtml)]);
  for (const key of [
    'staffOrders',
    'staffRequests',
    'staffCustomers',
    'staffPartners',
    'contentArticles',
    'financeExports',
  ] as const) {
    const path = pathFor(key, 'pl');
    staffFirstView.push([key, path, pageFirstViewJs(root, path, await pageHtml(path))]);
  }
  for (const [name, path] of lighthousePages)
    scores.push([name, await lighthouseMedian(root, `http://127.0.0.1:${port}${path}`)]);
  for (const [name, path] of lighthousePages.filter(([, path]) => appliedPaths.includes(path)))
    applied.push([
      name,
      await lighthouseMedian(root, `http://127.0.0.1:${port}${path}`, { throttling: 'devtools' }),
    ]);
  categoryImages = await firstScreenImages(`http://127.0.0.1:${port}${categoryPath}`);
}
// A rating visible in the product read within 5 s (issue 39): after the pages above were measured.
const freshness = runs('site') ? await benchCatalogueFreshness(port) : undefined;
const searchPage = runs('site') ? await benchSearchPage(root, port) : undefined;
const blogPages = runs('blog') ? await benchBlogPages(root, port) : undefined;
// Last on this shop: its orders leave mails and events behind.
const checkout = runs('checkout') ? await benchCheckout(root, port) : undefined;
// Invoices before the notifications: the notifications' paid orders are invoiced by the shop's consumer
// meanwhile, taking numbers of the same series between the bench's own, which would read as gaps.
const invoices = runs('invoices') ? await benchInvoices(port) : undefined;
// Orders paid twice at the sandbox, each surplus refunded (double-payment.ts): before the notifications'
// 1,450 paid orders, whose events its refunds would otherwise queue behind.
const doublePayment = runs('payments') ? await benchDoublePayment(port) : undefined;
const notifications = runs('payments') ? await benchNotifications(port) : undefined;
const provisioning = runs('microsoft') ? await benchProvisioning(port) : undefined;
// The customer panel signed in, once the provisioning figures gave the demo customer her subscriptions
// (before the renewals' 10,000, whose orders leave work behind).
const accountPages = runs('microsoft') ? await benchAccountPages(root, port) : undefined;
const renewals = runs('microsoft') ? await benchRenewals(port) : undefined;
const reports = runs('reports') ? await benchReports(root, port) : undefined;
// A thousand Allegro orders imported from one page of the order journal.
const allegroImport = runs('marketplace') ? await benchAllegroImport(port) : undefined;
// Last: its 20,000 orders would weigh on every section after it.
const orderQueue = runs('backoffice') ? await benchOrderQueue(port, dataDir) : undefined;
await stopShop(warm.child);
rmSync(dataDir, { recursive: true, force: true });

if (runs('gateway')) {
  note(`## \`GET /api/common/settings\`, 50 connections, 10 s per run, ${roundCount} alternating rounds`);
  note();
  const ratios = noteRounds(settingsRounds, 'local gateway → common function');
  note();
  note(
    `Ratio gateway/bare per round: ${ratios.map((r) => r.toFixed(2)).join(', ')}; median **${median(ratios).toFixed(2)}** (target ≥ 0.5).`,
  );
  note();
}

if (runs('site')) {
  note('## Site: first-view JavaScript (gzipped; target ≤ 130 KB)');
  note();
  note("The scripts a page's HTML names and its screen's chunks, which hydration waits for.");
  note();
  note('| route | path | first-view JS |');
  note('|---|---|---|');
  for (const [key, path, bytes] of firstView)
    note(`| ${key} | \`${path}\` | ${(bytes / 1024).toFixed(1)} KB |`);
  note();
  note(
    "Staff screens (target ≤ 160 KB), each in its own chunk that no shopper's page loads (the screens table's lazy entries):",
  );
  note();
  note('| route | path | first-view JS |');
  note('|---|---|---|');
  for (const [key, path, bytes] of staffFirstView)
    note(`| ${key} | \`${path}\` | ${(bytes / 1024).toFixed(1)} KB |`);
  note();
  note(
    `## Lighthouse, mobile profile, the median of ${lighthouseRounds} runs by performance (targets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100; LCP ≤ 2.5 s, CLS ≤ 0.05)`,
  );
  note();
  noteLighthouseTable(note, scores);
  note(
    `The catalogue pages again with the slow phone and network applied while loading (Lighthouse's \`devtools\` throttling: what the page did, not an estimate), the median of ${lighthouseRounds} runs:`,
  );
  note();
  noteLighthouseTable(note, applied);
  if (categoryImages) {
    note(
      `Pictures on the laptop category's first screen at 360 × 760 px (device pixel ratio 2): ${categoryImages.count} fetched, ${categoryImages.failed} failed, **${(categoryImages.bytes / 1024).toFixed(1)} KB** (target ≤ 150 KB).`,
    );
    note();
  }
}
if (freshness) noteCatalogueFreshness(note, freshness);
if (searchPage) noteSearchPage(note, searchPage);
if (blogPages) noteBlogPages(note, blogPages);
if (checkout) noteCheckout(note, checkout);
if (doublePayment) noteDoublePayment(note, doublePayment);
if (notifications) noteNotifications(note, notifications);
if (invoices) noteInvoices(note, invoices);
if (provisioning) noteProvisioning(note, provisioning);
if (renewals) noteRenewals(note, renewals);
if (accountPages) noteAccountPages(note, accountPages);
if (reports) noteReports(note, reports);
if (orderQueue) noteOrderQueue(note, orderQueue);
if (allegroImport) noteAllegroImport(note, allegroImport);

// After the shop is stopped, so nothing else writes to a table meanwhile.
if (runs('table'))
  noteTableFloor(note, await benchTableFloor(), [
    ...(checkout
      ? [
          {
            name: "placements, 20 concurrent guests, the order's consumers held (median of the rounds)",
            perSecond: placementsPerSecond(checkout.placement.held),
            target: 0.5,
          },
          {
            name: "placements, 20 concurrent guests, the order's consumers at work (median of the rounds)",
            perSecond: placementsPerSecond(checkout.placement.rounds),
          },
        ]
      : []),
    ...(renewals
      ? [{ name: 'renewals, subscriptions renewed', perSecond: renewals.subscriptions / renewals.seconds }]
      : []),
    ...(notifications
      ? [
          {
            name: "payment notifications' settlement, distinct payments settled (duplicates and reordering included)",
            perSecond: notifications.settledPerSecond,
          },
        ]
      : []),
  ]);

const bundles = runs('bundles') ? await benchBundles(root) : undefined;
if (bundles) noteBundles(note, bundles);

if (runs('costs')) {
  // A shop of its own counting its operations (SHOP_COUNT_OPERATIONS=1), with its catalogue pages
  // pre-rendered as AWS serves them: no other section's data or work in its counts.
  const costsDir = mkdtempSync(join(tmpdir(), 'shop-bench-costs-'));
  const costsPort = await freePortRun(runtimePortCount);
  const costsShop = await startShop(costsDir, costsPort, { SHOP_COUNT_OPERATIONS: '1' });
  // `npm start` prints `pre-rendered 4361 catalogue pages` when done (a site build's own line names pages too).
  const rendered = await costsShop.printed('catalogue pages\n', 'catalogue pages failed');
  if (rendered !== 'catalogue pages\n')
    throw new Error('the costs section’s shop could not pre-render its catalogue pages');
  const costs = await benchCosts(root, costsPort);
  await stopShop(costsShop.child);
  rmSync(costsDir, { recursive: true, force: true });
  noteCosts(note, costs);
  if (bundles) noteMemoryCurve(note, memoryCurve(costs.curveInvocations, bundles.functions));
}

if (runs('catalogue')) {
  // The catalogue at 20,000 products: a shop seeded with the generated catalogue.
  const catalogueDir = mkdtempSync(join(tmpdir(), 'shop-bench-catalogue-'));
  const cataloguePort = await freePortRun(runtimePortCount);
  const catalogueShop = await startShop(catalogueDir, cataloguePort, {
    SHOP_BENCH_CATALOGUE_SIZE: String(benchCatalogueSize),
    SHOP_PRERENDER_CATALOGUE: '0',
  });
  const listingPath =
    '/api/cms/products?category=laptops&producer=Lenovo&availability=instant,1-day&sort=price-asc';
  const catalogueUrl = `http://127.0.0.1:${cataloguePort}`;
  const listingRounds = await againstBare(`${catalogueUrl}${listingPath}`);
  // Queries never seen before (a new price bound each, so no memo answers) and the
  // product page's route, 3 rounds each.
  const [someProduct] = (
    (await (
      await fetch(`${catalogueUrl}/api/cms/products?category=laptops&pageSize=1`)
    ).json()) as ListingResult
  ).items;
  const uncachedPaths = {
    'category listing with two filters, a new price bound each': (n: number) =>
      `${listingPath}&priceMin=${n}`,
    'search "laptop", a new price bound each': (n: number) => `/api/cms/products?q=laptop&priceMin=${n}`,
    [`product page \`/api/cms/products/{id}\` (${someProduct?.id})`]: () =>
      `/api/cms/products/${someProduct?.id}?language=pl`,
    // The search page itself, rendered per request by the pages group: its HTML, not a target of its own.
    'search page `/szukaj/?q=laptop` (HTML), a new price bound each': (n: number) =>
      `${searchPath}&priceMin=${n}`,
  };
  const uncachedRounds: [string, Awaited<ReturnType<typeof load>>[]][] = [];
  for (const [label, pathOf] of Object.entries(uncachedPaths)) {
    await load(catalogueUrl, (n) => pathOf(n + 1_000_000)); // warm-up: the JIT and the phrase's matches
    const rounds = [];
    for (let round = 0; round < 3; round++) rounds.push(await load(catalogueUrl, pathOf));
    uncachedRounds.push([label, rounds]);
  }
  await stopShop(catalogueShop.child);
  // A warm start: `npm start` again with the data kept.
  const warmShop = await startShop(catalogueDir, cataloguePort, {
    SHOP_BENCH_CATALOGUE_SIZE: String(benchCatalogueSize),
    SHOP_PRERENDER_CATALOGUE: '0',
  });
  await stopShop(warmShop.child);
  rmSync(catalogueDir, { recursive: true, force: true });
  const index = await benchCatalogueIndex(root);

  note(`## Catalogue, ${benchCatalogueSize.toLocaleString('en')} generated products`);
  note();
  note(
    `Shop start with this catalogue seeded and published: ${catalogueShop.seconds.toFixed(1)} s; again with the data kept (warm, target ≤ 10 s): ${warmShop.seconds.toFixed(1)} s.`,
  );
  note();
  note('| figure | value | target |');
  note('|---|---|---|');
  note(`| search index build (pl + en) | ${index.buildMs.toFixed(0)} ms | ≤ 2000 ms |`);
  note(
    `| search inside the function, ${index.searches} phrases: p50 / p99 | ${index.p50.toFixed(2)} / ${index.p99.toFixed(2)} ms | p99 ≤ 10 ms |`,
  );
  note(`| memory of a process holding the loaded index (RSS) | ${index.rssMb.toFixed(0)} MB | ≤ 256 MB |`);
  note();
  note(
    `Category listing with two filters, \`${listingPath}\`, 50 connections, 10 s per run (target p99 ≤ 30 ms):`,
  );
  note();
  const listingRatios = noteRounds(listingRounds, 'local gateway → cms function');
  note();
  note(
    `Ratio gateway/bare per round: ${listingRatios.map((r) => r.toFixed(2)).join(', ')}; median **${median(listingRatios).toFixed(2)}**.`,
  );
  note();
  note(
    'Uncached, through the local gateway, 50 connections, 10 s per run (target p99 ≤ 30 ms for the listing, the search and the product page):',
  );
  note();
  note('| request | requests/s (median) | p50 ms (median) | p99 ms per round | p99 ms (median) | errors |');
  note('|---|---|---|---|---|---|');
  for (const [label, rounds] of uncachedRounds) {
    const of = (pick: (round: (typeof rounds)[number]) => number) =>
      median(rounds.map(pick).sort((a, b) => a - b));
    note(
      `| ${label} | ${of((r) => r.rps).toFixed(0)} | ${of((r) => r.p50)} | ${rounds.map((r) => r.p99).join(', ')} | ${of((r) => r.p99)} | ${rounds.reduce((sum, r) => sum + r.errors, 0)} |`,
    );
  }
  note();
}

if (chosen.length === 0) {
  writeFileSync(join(import.meta.dirname, 'report.md'), `${lines.join('\n')}\n`);
  console.log('\nwrote test/bench/report.md');
} else console.log(`\nsections ${chosen.join(', ')} only: test/bench/report.md left as it was`);
