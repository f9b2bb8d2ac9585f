import { putStock } from '#functions/lib/table/stock';
import { functionName } from '#infra/local/lambda';
import type { DynamoRequest, InvocationRecord } from '#infra/local/operation-counter';
import { allFunctions, schedules } from '#infra/wiring';
import { installedClosure, nativeArchitectureOf } from '#infra/wiring/installed-packages';
import { pathFor } from '#shared/routes';
import { launchBrowser } from '../support/site-session';
import { type AwsPrices, awsPrices, pricesLookedUp } from './aws-prices-eu-central-1';
import {
  catalogueViews,
  customerBrowsing,
  type Measured,
  measure,
  orderedProductId,
  orderPaidByBlik,
  renewOneSubscription,
} from './cost-scenarios';
import { signedInDemoCustomer } from './demo-customer';
import { useShopTable } from './guest-shopper';
import {
  costByService,
  requestUnits,
  roundTrips,
  type ScenarioCounts,
  scenarioCounts,
  totalCost,
} from './operation-cost';
import { demoCardReference } from './renewal-fixture';

// Issue 38 part 4, the `costs` section: what an order, a Microsoft 365 renewal and a catalogue page view
// cost on AWS, from the operations each caused on a shop counting them (cost-scenarios.ts) times the
// on-demand prices of eu-central-1 (aws-prices-eu-central-1.ts), with the placement's sequential
// DynamoDB round trips and, per function, what each invocation did.

const placementRoute = 'POST /api/orders/orders';
const renewalFunction = functionName(
  schedules.find(({ name }) => name === 'renew-subscriptions')?.target.entry ?? '',
);
const costedPage = pathFor('category', 'pl', { id: 'laptops', slug: 'laptopy' });

const usd = (value: number) => `$${value.toFixed(value < 0.1 ? 4 : 2)}`;
const units = (value: number) => String(Math.round(value * 10) / 10);
const billedMs = (invocations: readonly InvocationRecord[]) =>
  invocations.reduce((sum, { ms }) => sum + Math.ceil(ms), 0);
const sequence = ({ dynamo }: InvocationRecord) => dynamo.map(({ command }) => command).join(', ') || 'none';
const singleWrites = new Set(['PutItem', 'UpdateItem', 'DeleteItem']);
const writesOf = ({ dynamo }: InvocationRecord) =>
  dynamo.filter((request) => requestUnits(request).write > 0);

interface Scenario {
  name: string;
  /** How many of it the cost is given for, and their name. */
  per: number;
  perName: string;
  invocations: InvocationRecord[];
  sqs: Measured['counts']['sqs'];
  site: Measured['counts']['requests']['site'];
  counts: ScenarioCounts;
}

/**
 * Durations on this shared machine vary from run to run: of three runs, the one billed the median time.
 * Every run's invocations are kept in `all` (the memory curve weighs them all).
 */
const medianRun = async <M extends Measured>(run: () => Promise<M>, all: InvocationRecord[]): Promise<M> => {
  const runs: M[] = [];
  for (let n = 0; n < 3; n++) runs.push(await run());
  all.push(...runs.flatMap(({ counts }) => counts.invocations));
  const billed = ({ counts }: Measured) => billedMs(counts.invocations);
  return runs.sort((a, b) => billed(a) - billed(b))[1] as M;
};

export const benchCosts = async (root: string, port: number) => {
  useShopTable(port);
  await putStock([{ productId: orderedProductId, units: 10 }]);
  // Each scenario runs once unmeasured first: the functions' first imports are not an order's cost.
  await measure(port, () => orderPaidByBlik(port));
  const measuredRuns: InvocationRecord[] = [];
  const order = await medianRun(() => measure(port, () => orderPaidByBlik(port)), measuredRuns);
  const reference = await demoCardReference(port, await signedInDemoCustomer(port));
  await renewOneSubscription(port, reference);
  const renewal = await medianRun(() => renewOneSubscription(port, reference), measuredRuns);
  const browser = await launchBrowser();
  const views = await catalogueViews(browser, port, costedPage).then(() =>
    catalogueViews(browser, port, costedPage),
  );
  const browsing = await customerBrowsing(browser, port);
  await browser.close();
  const x86 = new Set(
    allFunctions()
      .filter((decl) => nativeArchitectureOf(installedClosure(root, decl.nodeModules ?? [])) === 'x86_64')
      .map((decl) => functionName(decl.entry)),
  );
  // A schedule firing on the clock meanwhile is no scenario's doing; the renewal's own run is.
  const scenario = (
    name: string,
    [per, perName]: [number, string],
    measured: Measured,
    invokedSchedule?: string,
  ): Scenario => {
    const invocations = measured.counts.invocations.filter(
      ({ trigger, fn }) => trigger !== 'schedule' || fn === invokedSchedule,
    );
    const counts = scenarioCounts(measured.counts, invocations, measured.emails, (fn) => x86.has(fn));
    const { sqs, requests } = measured.counts;
    return { name, per, perName, invocations, sqs, site: requests.site, counts };
  };
  return {
    scenarios: [
      scenario('order', [1_000, '1,000 orders'], order),
      scenario('renewal', [1_000, '1,000 renewals'], renewal, renewalFunction),
      scenario('page view, new visitor', [1_000_000, '1,000,000 page views, new visitors'], views.newVisitor),
      scenario('page view, returning', [1_000_000, '1,000,000 page views, returning'], views.returning),
    ],
    renewalAnswer: renewal.answer,
    /**
     * What the memory curve weighs: every measured run of an order and a renewal, the page views and
     * the customer's browsing (the curve leaves out the schedules among them).
     */
    curveInvocations: [
      ...measuredRuns,
      ...[views.newVisitor, views.returning, browsing].flatMap(({ counts }) => counts.invocations),
    ],
  };
};

/** What each function did in a scenario: one row per function and trigger. */
const noteFunctions = (note: (line?: string) => void, { invocations }: Scenario) => {
  const groups = new Map<string, InvocationRecord[]>();
  for (const run of invocations) {
    const key = `${run.trigger}\t${run.fn}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  note('| trigger | function | invocations | billed ms | MB | DynamoDB requests, in order | RRU | WRU |');
  note('|---|---|---|---|---|---|---|---|');
  for (const [key, runs] of groups) {
    const [trigger, fn] = key.split('\t');
    const requestUnitsOf = runs.flatMap(({ dynamo }) => dynamo.map(requestUnits));
    note(
      `| ${trigger} | ${fn} | ${runs.length} | ${billedMs(runs)} | ${runs[0]?.memoryMb} | ${[...new Set(runs.map(sequence))].join(' / ')} | ${units(requestUnitsOf.reduce((sum, { read }) => sum + read, 0))} | ${units(requestUnitsOf.reduce((sum, { write }) => sum + write, 0))} |`,
    );
  }
  note();
};

const listed = (runs: readonly InvocationRecord[]) =>
  [...new Set(runs.map(({ trigger }) => trigger))].map((trigger) => `\`${trigger}\``).join(', ');

/**
 * Where the counts show work that could go: writes made one item at a time, the queue consumers' record
 * of each event (a PutItem claiming it, an UpdateItem marking it done), consumers with nothing else to do.
 */
const noteWaste = (note: (line?: string) => void, { invocations }: Scenario) => {
  const writes = invocations.flatMap(writesOf);
  const writeUnits = (requests: readonly DynamoRequest[]) =>
    units(requests.reduce((sum, request) => sum + requestUnits(request).write, 0));
  const single = writes.filter(({ command }) => singleWrites.has(command));
  const consumers = invocations.filter(({ trigger }) => trigger.startsWith('queue '));
  const claimed = consumers.filter((run) => {
    const own = writesOf(run);
    return own.length >= 2 && own[0]?.command === 'PutItem' && own.at(-1)?.command === 'UpdateItem';
  });
  const pairs = claimed.flatMap((run) => [writesOf(run)[0], writesOf(run).at(-1)] as DynamoRequest[]);
  const onlyClaimed = claimed.filter(({ dynamo }) => dynamo.length === 2);
  const idle = consumers.filter((run) => writesOf(run).length === 0);
  note(
    `Single-item writes, each a request of its own: ${single.length} of ${writes.length} write requests, ${writeUnits(single)} of ${writeUnits(writes)} WRU. ` +
      `${claimed.length} of the ${consumers.length} queue consumers' invocations open with a PutItem and close with an UpdateItem (their record of the event: claimed, then done): ${pairs.length} requests, ${writeUnits(pairs)} WRU` +
      (onlyClaimed.length > 0 ? `; ${onlyClaimed.length} did nothing else (${listed(onlyClaimed)})` : '') +
      (idle.length > 0 ? `; ${idle.length} wrote nothing at all (${listed(idle)})` : '') +
      '.',
  );
  note();
};

export const noteCosts = (
  note: (line?: string) => void,
  { scenarios, renewalAnswer }: Awaited<ReturnType<typeof benchCosts>>,
) => {
  const [order, renewal, ...views] = scenarios;
  note(
    `## Cost on AWS of an order, a Microsoft 365 renewal and a catalogue page view (eu-central-1 on-demand prices looked up ${pricesLookedUp}; issue 38 part 4)`,
  );
  note();
  note(
    'Counted on a shop of its own started with `SHOP_COUNT_OPERATIONS=1` (infra/local/operation-counter.ts), each scenario after one unmeasured run of it, until the work it caused was done (of an order and a renewal, the one of 3 runs billed the median duration): ' +
      '**an order**, a guest buying one dock (basket, placement, the status page reading the order and following it live over the WebSocket, a BLIK payment at the Przelewy24 sandbox, which confirms and notifies), then paid, invoiced, sent to KSeF and mailed; ' +
      `**a renewal**, one customer's Microsoft 365 subscription renewed by the \`renew-subscriptions\` run, charged off-session to her saved card, settled, invoiced, sent to KSeF and mailed (the run answered ${JSON.stringify(renewalAnswer)}); ` +
      `**a page view**, \`${costedPage}\` in Chromium until started and quiet, by a new visitor (nothing cached) and again by her (her cache kept), the site's shared cache warm. ` +
      'Lambda: every invocation, its duration measured here (every function in one process on 2 cores against DynamoDB Local: an upper bound) rounded up to 1 ms, at the memory infra/wiring gives it, on Arm. ' +
      'DynamoDB: each request asked DynamoDB Local for its consumed capacity (on-demand units: 4 KB a read unit, half when eventually consistent, 1 KB a write unit, transactions double, index writes once). ' +
      "S3 GETs are the site's reads of the pre-rendered page and its pictures from the bucket, which CloudFront's cache would mostly answer. " +
      "Schedules firing on the clock meanwhile are left out; CloudWatch Logs, data transfer other than CloudFront's to viewers, WebSocket connection minutes and Secrets Manager are not counted. " +
      `Prices: test/bench/aws-prices-eu-central-1.ts, each with its source (the rates per ${Object.values(
        awsPrices as AwsPrices,
      )
        .filter(({ unconfirmed }) => unconfirmed)
        .map(({ per }) => per.split(' (')[0])
        .join(' and ')} not confirmed from AWS's data here).`,
  );
  note();
  const rows: [string, (scenario: Scenario) => string][] = [
    ['Lambda invocations', ({ counts }) => String(counts.invocations)],
    [
      'Lambda billed duration',
      ({ invocations, counts }) =>
        `${billedMs(invocations)} ms, ${(counts.gbSecondsArm + counts.gbSecondsX86).toFixed(3)} GB-s`,
    ],
    [
      'DynamoDB requests (refused)',
      ({ invocations, counts }) =>
        `${counts.dynamoRequests} (${invocations.flatMap(({ dynamo }) => dynamo).filter(({ failed }) => failed).length})`,
    ],
    [
      'DynamoDB read / write request units',
      ({ counts }) => `${units(counts.readUnits)} / ${units(counts.writeUnits)}`,
    ],
    ['EventBridge events put', ({ counts }) => String(counts.events)],
    [
      'SQS requests (sent, received, deleted)',
      ({ counts, sqs }) => `${counts.sqsRequests} (${sqs.sent.chunks}, ${sqs.receives}, ${sqs.deletes})`,
    ],
    ['S3 requests, PUT / GET class', ({ counts }) => `${counts.s3Put} / ${counts.s3Get}`],
    ['WebSocket messages', ({ counts }) => String(counts.webSocketMessages)],
    ['E-mails (SES)', ({ counts }) => String(counts.emails)],
    ['HTTP API requests', ({ counts }) => String(counts.apiRequests)],
    [
      'CloudFront requests, KB sent',
      ({ counts }) => `${counts.cloudFrontRequests}, ${(counts.cloudFrontBytes / 1024).toFixed(1)}`,
    ],
  ];
  note(`| one of each | ${scenarios.map(({ name }) => name).join(' | ')} |`);
  note(`|---|${scenarios.map(() => '---|').join('')}`);
  for (const [label, cell] of rows) note(`| ${label} | ${scenarios.map(cell).join(' | ')} |`);
  note();
  const costs = scenarios.map(({ counts }) => costByService(counts, awsPrices));
  note(`| cost (USD) | ${scenarios.map(({ perName }) => `per ${perName}`).join(' | ')} |`);
  note(`|---|${scenarios.map(() => '---|').join('')}`);
  for (const service of Object.keys(costs[0] ?? {}))
    note(
      `| ${service} | ${scenarios.map(({ per }, i) => usd((costs[i]?.[service] ?? 0) * per)).join(' | ')} |`,
    );
  note(
    `| **total** | ${scenarios.map(({ per }, i) => `**${usd(totalCost(costs[i] ?? {}) * per)}**`).join(' | ')} |`,
  );
  note();
  const placement = order?.invocations.find(({ trigger }) => trigger === placementRoute);
  if (placement) {
    const trips = roundTrips(placement.dynamo);
    note(
      `The placement's critical path (\`${placementRoute}\`, its function ${Math.ceil(placement.ms)} ms here): **${trips.length} sequential DynamoDB round trips**, ${trips.map((trip) => trip.map(({ command }) => command).join(' + ')).join(' → ')}.`,
    );
    note();
  }
  for (const view of views)
    note(
      `A ${view.name}: ${view.counts.cloudFrontRequests} requests by the first folder of their path (${Object.entries(
        view.site.byFolder,
      )
        .sort(([, a], [, b]) => b - a)
        .map(([folder, count]) => `${folder} ${count}`)
        .join(
          ', ',
        )}); its invocations ${view.invocations.map(({ trigger, dynamo }) => `\`${trigger}\` (${dynamo.length} DynamoDB requests)`).join(', ') || 'none'}.`,
    );
  note();
  for (const scenario of [order, renewal]) {
    if (!scenario) continue;
    note(
      `What each function did for the ${scenario.name} (${usd(totalCost(costByService(scenario.counts, awsPrices)) * scenario.per)} per ${scenario.perName}):`,
    );
    note();
    noteFunctions(note, scenario);
    noteWaste(note, scenario);
  }
};
