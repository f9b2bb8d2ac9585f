import { allegroOAuth } from '#functions/lib/allegro/allegro-oauth';
import { allegroRest } from '#functions/lib/allegro/allegro-rest';
import { importedOrderId, moveJournal, readJournal, writeConnection } from '#functions/lib/table/marketplace';
import { findOrder } from '#functions/lib/table/orders';
import { putStock, unitsOf } from '#functions/lib/table/stock';
import type { ImportRun } from '#functions/use-cases/marketplace/import-allegro-orders';
import { simulatorApplication } from '#infra/local/simulators/allegro/allegro-fixtures';
import { inPool } from '#shared/in-pool';
import { useShopTable } from './guest-shopper';
import { invokeSchedule } from './invoke-schedule';

// Issue 39's Allegro target on the running shop: 1,000 paid orders arriving in one page of the order
// journal (the simulator's purchases with only their final event), imported by the
// `import-allegro-orders` schedule's function run in the shop through Lambda's Invoke API (as the
// scheduler runs it), timed to its answer; under 60 s, each imported exactly once, the stock exact;
// a second run imports nothing. The shop account is connected first through Allegro's device flow at
// the simulator (the adapter the back office's routes use), its tokens written as the check writes them.

const orders = 1_000;
const offer = { id: '18000000009', productId: 'jabra-evolve2-65-flex' };
const stockBefore = 5_000;

type Answer = ImportRun | { skipped: string };

/** Runs the import's schedule function now in the shop; its answer. */
const invokeImport = (port: number) => invokeSchedule<Answer>(port, 'import-allegro-orders');

const control = async (base: string, path: string, body: object) => {
  const answer = await fetch(`${base}/_simulator/${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`simulator ${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
};

/** The shop account connected by the device flow at the simulator, the journal at its latest event. */
const connect = async (base: string) => {
  const oauth = allegroOAuth({ authority: base, ...simulatorApplication });
  const device = await oauth.startDeviceAuthorisation();
  await control(base, 'authorise', { userCode: device.userCode });
  const poll = await oauth.pollDeviceAuthorisation(device.deviceCode);
  if (poll.status !== 'granted') throw new Error(`the device code was not granted: ${poll.status}`);
  const latest = await allegroRest({
    endpoint: base,
    accessToken: async () => poll.tokens.accessToken,
  }).latestEventId();
  const journal = await readJournal('allegro');
  await moveJournal('allegro', journal.lastEventId, { lastEventId: latest ?? '0' });
  await writeConnection('allegro', {
    state: 'connected',
    tokens: poll.tokens,
    connectedAt: new Date().toISOString(),
    connectedBy: 'bench',
  });
};

export interface AllegroImportFigures {
  orders: number;
  seconds: number;
  imported: number;
  /** Distinct shop orders the purchases became (each exactly once). */
  distinctOrders: number;
  stockTaken: number;
  secondRunImported: number;
}

export const benchAllegroImport = async (port: number): Promise<AllegroImportFigures> => {
  useShopTable(port);
  const base = `http://127.0.0.1:${port + 4}/_local/allegro`;
  await connect(base);
  await putStock([{ productId: offer.productId, units: stockBefore }]);
  await control(base, `offers/${offer.id}/stock`, { available: orders });
  const made = (await control(base, 'purchases', {
    count: orders,
    lines: [{ offerId: offer.id, quantity: 1 }],
    buyer: 'paysNow',
    onlyFinalEvent: true,
  })) as { checkoutForms: { id: string }[] };
  const started = performance.now();
  const first = await invokeImport(port);
  const seconds = (performance.now() - started) / 1000;
  if ('skipped' in first) throw new Error(`the import did not run: ${first.skipped}`);
  const second = await invokeImport(port);
  const orderIds = await inPool(made.checkoutForms, 16, ({ id }) => importedOrderId('allegro', id));
  const found = await inPool([...new Set(orderIds)], 16, async (id) => (id ? findOrder(id) : undefined));
  const stockNow = (await unitsOf([offer.productId])).get(offer.productId) ?? 0;
  return {
    orders,
    seconds,
    imported: first.imported,
    distinctOrders: found.filter((order) => order?.marketplace?.marketplace === 'allegro').length,
    stockTaken: stockBefore - stockNow,
    secondRunImported: 'skipped' in second ? 0 : second.imported,
  };
};

export const noteAllegroImport = (note: (line?: string) => void, figures: AllegroImportFigures) => {
  note('## Allegro: 1,000 paid orders in one page of the order journal (issue 39 part 2; target under 60 s)');
  note();
  note(
    'The `import-allegro-orders` schedule run in the shop (Lambda Invoke) against the Allegro simulator, after the shop account was connected by the device flow; then run again.',
  );
  note();
  note(
    '| orders in the page | seconds | imported | distinct shop orders | units taken | imported by the second run |',
  );
  note('|---|---|---|---|---|---|');
  note(
    `| ${figures.orders} | ${figures.seconds.toFixed(1)} | ${figures.imported} | ${figures.distinctOrders} | ${figures.stockTaken} | ${figures.secondRunImported} |`,
  );
  note();
};
