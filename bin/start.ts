import './production-mode';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { demoPartnerCode, demoPartnerUsers } from '#infra/local/demo-partner';
import { startRuntime } from '#infra/local/runtime';
import { demoUsers } from '#infra/local/seed';
import { buildSite } from '../web/build';
import { collectGarbage } from './idle-heap';

// `npm start`: the whole shop on 127.0.0.1, seeded, offline. `npm run dev` adds Vite with hot reload.

const root = resolve(import.meta.dirname, '..');
const started = Date.now();
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const log = (line: string) => console.log(`[shop ${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);

const newestMtime = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }, 0);

/** The site's own build files beside web/src: the build, the page document, Vite's config, the shell. */
const buildFiles = ['build.ts', 'document.ts', 'vite.config.ts', 'index.html'];

/** Builds the site when there is no build yet or its sources (web/, shared/) changed since. */
const buildSiteIfStale = async (): Promise<void> => {
  const built = join(root, 'web/dist/app.html');
  const sources = Math.max(
    newestMtime(join(root, 'web/src')),
    newestMtime(join(root, 'web/public')),
    newestMtime(join(root, 'shared')),
    ...buildFiles.map((file) => statSync(join(root, 'web', file)).mtimeMs),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  log('building the site and pre-rendering its pages (first start or changed sources)…');
  await buildSite(`http://localhost:${port}`, log);
};

if (!dev) await buildSiteIfStale();
const runtime = await startRuntime({ port, dataDir: process.env.SHOP_DATA_DIR ?? join(root, '.data'), log });

let vite: ChildProcess | undefined;
if (dev) {
  vite = spawn(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), '--config', 'web/vite.config.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, SHOP_URL: runtime.siteUrl },
    },
  );
}

console.log(`
  Shop          ${runtime.siteUrl}${dev ? '  (Vite with hot reload: http://127.0.0.1:5173)' : ''}
  API           ${runtime.siteUrl}/api/common/health
  Mail outbox   ${runtime.siteUrl}/_local/mail
  Live status   ${runtime.liveUrl}
  Simulated     VIES ${runtime.outsideSystems.VIES_ENDPOINT}, parcel lockers ${runtime.outsideSystems.PARCEL_LOCKERS_ENDPOINT}/points?city=Kraków
                VAT register ${runtime.outsideSystems.VAT_REGISTER_ENDPOINT}/api/search/nip/5260250274?date=${new Date().toISOString().slice(0, 10)}
  Przelewy24    ${runtime.przelewy24Url}  (sandbox: BLIK 777123, card 4444 3333 2222 1111)
  Cognito       ${runtime.cognito.endpoint}  pool ${runtime.cognito.userPoolId}
  Data          ${runtime.dataDir}  (npm run reset wipes it)
  Demo users    ${[...demoUsers, ...Object.values(demoPartnerUsers)].map((u) => `${u.email} / ${u.password}`).join(', ')}
  Partner       ${runtime.siteUrl}/partner/  (code ${demoPartnerCode}: ${runtime.siteUrl}/?partner=${demoPartnerCode})
  Staff TOTP    ${Object.entries(runtime.staffTotp)
    .map(([email, secret]) => `${email} ${secret}`)
    .join(', ')}  (any authenticator app, or npm run totp)
`);
log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s; Ctrl-C stops everything`);

let stopping = false;
// The demo pictures' variants, rendered once per machine and uploaded when the bucket lacks them.
runtime.writeDemoPictures().then(
  (looks) => looks > 0 && log(`wrote the pictures of ${looks} product looks`),
  (error: unknown) => stopping || log(`writing the product pictures failed: ${String(error)}`),
);
// Catalogue pages go to the site bucket once per site build (pages of an older build name scripts that
// no longer exist). Until a page is there, the app shell renders it. SHOP_PRERENDER_CATALOGUE=0 skips it.
if (!dev && process.env.SHOP_PRERENDER_CATALOGUE !== '0' && !(await runtime.cataloguePagesCurrent())) {
  log('pre-rendering the catalogue pages in the background…');
  runtime.renderCataloguePages().then(
    (pages) => {
      // Its garbage collected as it ends (the heap about 200 -> 100 MB), not by V8's memory reducer
      // half a minute into the idle shop (idle-heap.ts).
      collectGarbage();
      log(`pre-rendered ${pages} catalogue pages`);
    },
    (error: unknown) => stopping || log(`pre-rendering the catalogue pages failed: ${String(error)}`),
  );
}

const stop = async () => {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  vite?.kill('SIGTERM');
  await runtime.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// tsx runs this file in a process of its own; when tsx is killed outright (no signal passed on), this
// process is handed to another parent, and stops too: nothing `npm start` started outlives it.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && void stop(), 2000).unref();
