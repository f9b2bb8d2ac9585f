import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { exportItems, listExportDownloads, readExport } from '#functions/lib/table/exports';
import { type StoredSubscription, subscriptionItems } from '#functions/lib/table/microsoft-subscriptions';
import type { Order } from '#functions/lib/table/orders';
import { commitGuarded } from '#functions/lib/table/transaction';
import { dailyPeriodsOwed, monthlyPeriodsOwed, runExportsOwed } from '#functions/reports/scheduled-exports';
import { correctInvoice } from '#functions/use-cases/invoices/correct-invoice';
import { deps as invoiceDeps } from '#functions/use-cases/invoices/deps';
import { issueInvoice } from '#functions/use-cases/invoices/issue-invoice';
import { commitNewOrder } from '#functions/use-cases/orders/commit-numbered-order';
import { deps as orderDeps } from '#functions/use-cases/orders/deps';
import { runExport } from '#functions/use-cases/reports/run-export';
import { runScheduledExports } from '#functions/use-cases/reports/run-scheduled-exports';
import { exportWriterDeps } from '#functions/use-cases/reports/writer-deps';
import type { Runtime } from '#infra/local/runtime';
import { s3 } from '#infra/local/s3-client';
import { sampleOrders } from '#shared/invoices/sample-orders';
import { exportTopic } from '#shared/live';
import { decimalOf } from '#shared/reports/decimal';
import { dailyPeriod } from '#shared/reports/export-period';
import { apiCall } from '../support/api-call';
import { csvRecords } from '../support/csv-records';
import { eventually, signUpAndIn, startTestRuntime } from '../support/runtime';
import { signInAsStaff } from '../support/totp';

// Finance exports against the local runtime: the daily and monthly
// schedules write each period once and catch up the periods runs missed; a failed run is recorded with
// its reason and written whole on its retry, the same files again; the on-demand export runs through
// its consumer and its files' totals are the orders placed; the manifest lists every file with its
// rows and checksum; only finance lists, starts or downloads, each download logged.

let runtime: Runtime;
let finance: string;
let customer: string;
beforeAll(async () => {
  runtime = await startTestRuntime();
  finance = (await signInAsStaff(runtime, 'finanse.eksport@example.pl', 'finance')).idToken;
  customer = (await signUpAndIn(runtime, 'klient.eksport@example.pl')).idToken;
  await placeAndInvoice();
}, 120_000);
const sockets: WebSocket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await runtime?.stop();
});

const at = (day: string, time = '10:00:00.000') => new Date(`${day}T${time}Z`);
const placed: Order[] = [];

/** Orders on 10 and 12 August 2026, each invoiced that day; the first corrected to zero on 2 September. */
const placeAndInvoice = async () => {
  const days = ['2026-08-10', '2026-08-10', '2026-08-12'];
  const samples = [sampleOrders.consumerPln, sampleOrders.consumerEur, sampleOrders.businessPln];
  for (const [index, day] of days.entries()) {
    const createdAt = at(day, `1${index}:00:00.000`).toISOString();
    const { number: _, ...sample } = samples[index] as Order;
    const numbered = await commitNewOrder(
      orderDeps(),
      {
        ...sample,
        id: `01JEXPORTORDER${String(index).padStart(12, '0')}`,
        createdAt,
        updatedAt: createdAt,
        owner: { kind: 'client', sub: 'export-client' },
      },
      () => ({ items: [], events: [] }),
    );
    if (!numbered.ok) throw new Error(`order ${index} not placed: ${numbered.code}`);
    const order = numbered.order;
    placed.push(order);
    const issued = await issueInvoice(
      { ...invoiceDeps(), clock: () => at(day, '20:00:00.000') },
      {
        orderId: order.id,
        reason: 'payment-settled',
      },
    );
    if (!issued.ok) throw new Error(issued.code);
  }
  const corrected = await correctInvoice(
    { ...invoiceDeps(), clock: () => at('2026-09-02') },
    { invoiceId: `${placed[0]?.id}-FV`, correctionId: 'cancelled', change: 'to-zero', reason: 'Anulowanie' },
  );
  if (!corrected.ok) throw new Error(corrected.code);
  await subscribe();
};

/** A Microsoft 365 subscription ordered on 12 August with 5 licences, 3 more added that afternoon. */
const subscribe = async () => {
  const orderedAt = at('2026-08-12', '12:00:00.000').toISOString();
  const subscription: StoredSubscription = {
    id: `${placed[2]?.id}-0`,
    sub: 'export-client',
    orderId: placed[2]?.id as string,
    orderNumber: placed[2]?.number as string,
    productId: 'm365-business-standard-monthly',
    name: 'Microsoft 365 Business Standard',
    billing: 'monthly',
    catalogItemId: 'CFQ7TTC0LDPB:0001:CFQ7TTC0LF8Q',
    quantity: 5,
    unitNet: 5_390,
    currency: 'PLN',
    state: 'notConfigured',
    createdAt: orderedAt,
    email: 'firma@example.pl',
    language: 'pl',
    configuration: 0,
  };
  await commitGuarded([
    { item: subscriptionItems.record(subscription) },
    { item: subscriptionItems.logged('ordered', subscription, {}, orderedAt) },
  ]);
  const addedAt = at('2026-08-12', '15:00:00.000').toISOString();
  await commitGuarded([
    { item: subscriptionItems.logged('changed', subscription, { quantity: 8, chargeNet: 11_996 }, addedAt) },
  ]);
};

const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
  apiCall(runtime, method, path, {
    ...(options.body === undefined ? {} : { body: options.body }),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });

const objectText = async (key: string) => {
  const object = await s3().send(new GetObjectCommand({ Bucket: process.env.EXPORTS_BUCKET, Key: key }));
  return (await object.Body?.transformToString('utf8')) ?? '';
};

/** RFC 4180 records of our own files (the BOM dropped). */
const records = csvRecords;
const column = (rows: string[][], name: string) => {
  const index = rows[0]?.indexOf(name) ?? -1;
  return rows.slice(1).map((row) => row[index] ?? '');
};
const fileOf = async (exportId: string, name: string) => {
  const record = await readExport(exportId);
  const file = record?.files?.find((candidate) => candidate.name === name);
  if (!file) throw new Error(`${exportId} has no ${name}`);
  return { file, rows: records(await objectText(file.key)) };
};

describe('the scheduled exports', () => {
  it('writes each of the last week’s days once, and catches up the days a run missed', async () => {
    const first = await runExportsOwed(dailyPeriodsOwed(at('2026-08-13', '01:15:00.000')));
    expect(first.written).toHaveLength(7);
    expect(first.written.at(-1)).toBe('daily-2026-08-12');
    const { rows } = await fileOf('daily-2026-08-10', 'orders.csv');
    expect(column(rows, 'order_id')).toEqual([placed[0]?.id, placed[1]?.id]);
    expect(column(rows, 'order_number')).toEqual([placed[0]?.number, placed[1]?.number]);

    // No run on the 14th and 15th: the 16th's run writes the three days since and leaves the rest.
    const later = await runExportsOwed(dailyPeriodsOwed(at('2026-08-16', '01:15:00.000')));
    expect(later.written).toEqual(['daily-2026-08-13', 'daily-2026-08-14', 'daily-2026-08-15']);
    expect(later.alreadyDone).toHaveLength(4);
    const again = await runExportsOwed(dailyPeriodsOwed(at('2026-08-16', '03:00:00.000')));
    expect(again).toMatchObject({ written: [], failed: [] });
    expect(again.alreadyDone).toHaveLength(7);
  }, 60_000);

  it('records a failed run with its reason, never done, and writes the same files on its retry', async () => {
    const day = dailyPeriod('2026-08-01');
    const failing = {
      ...exportWriterDeps(),
      putExportFile: async () => {
        throw new Error('the exports bucket did not answer');
      },
    };
    const failed = await runScheduledExports(failing, [day]);
    expect(failed.failed).toEqual([{ id: 'daily-2026-08-01', failure: 'the exports bucket did not answer' }]);
    const seen = await call('GET', '/api/reports/exports/daily-2026-08-01', { token: finance });
    expect(seen.body).toMatchObject({
      status: 'failed',
      failure: 'the exports bucket did not answer',
      files: [],
    });
    expect(
      (await call('GET', '/api/reports/exports/daily-2026-08-01/files/orders.csv', { token: finance }))
        .status,
    ).toBe(409);

    const retried = await runScheduledExports(exportWriterDeps(), [day]);
    expect(retried.written).toEqual(['daily-2026-08-01']);
    expect((await readExport('daily-2026-08-01'))?.status).toBe('done');

    // A day with orders exported once more, on demand: every data file byte for byte the same.
    const done = await readExport('daily-2026-08-10');
    const again = await call('POST', '/api/reports/exports', {
      token: finance,
      body: { from: '2026-08-10', to: '2026-08-10', decimalComma: true },
    });
    const other = await eventually(async () => {
      const record = await readExport(again.body.id);
      return record?.status === 'done' && record;
    });
    const data = (files: typeof other.files) =>
      (files ?? [])
        .filter((file) => file.name !== 'manifest.json')
        .map(({ name, sha256, rows }) => ({ name, sha256, rows }));
    expect(data(other.files)).toEqual(data(done?.files));
    expect(data(other.files).find((file) => file.name === 'orders.csv')?.rows).toBe(2);
  }, 60_000);

  it('writes each month with its sales VAT register, a KOR in the month it was issued', async () => {
    const run = await runExportsOwed(monthlyPeriodsOwed(at('2026-10-01', '01:45:00.000')));
    expect(run.written).toEqual(['monthly-2026-07', 'monthly-2026-08', 'monthly-2026-09']);

    const august = await fileOf('monthly-2026-08', 'vat-register-summary.csv');
    const eurInvoice = await fileOf('monthly-2026-08', 'invoices.csv');
    expect(column(eurInvoice.rows, 'ksef_number')).toHaveLength(3);
    expect(august.rows.slice(1)).toEqual([
      // 23 %: the PLN consumer's, the business's and the EUR consumer's invoice converted at its rate.
      ['', '23', '', expect.stringMatching(/^\d+,\d\d$/), expect.stringMatching(/^\d+,\d\d$/), '3'],
    ]);
    const september = await fileOf('monthly-2026-09', 'vat-register.csv');
    expect(column(september.rows, 'kind')).toEqual(['KOR']);
    const pln = placed[0]?.totals.total as { net: number; vat: number };
    expect(column(september.rows, 'net_pln')).toEqual([decimalOf(-pln.net, ',')]);
    expect(column(september.rows, 'vat_pln')).toEqual([decimalOf(-pln.vat, ',')]);
    expect(column(september.rows, 'jpk_fields')).toEqual(['K_19 K_20']);
  }, 60_000);
});

describe('an on-demand export', () => {
  it('runs through its consumer; its files’ totals are the orders placed, its manifest lists them', async () => {
    const started = await call('POST', '/api/reports/exports', {
      token: finance,
      body: { from: '2026-08-10', to: '2026-08-12' },
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      kind: 'range',
      status: 'queued',
      from: '2026-08-10',
      to: '2026-08-12',
    });
    const id: string = started.body.id;
    const done = await eventually(async () => {
      const answer = await call('GET', `/api/reports/exports/${id}`, { token: finance });
      return answer.body.status === 'done' && answer.body;
    });
    expect(done.size).toBeGreaterThan(0);

    const orders = await fileOf(id, 'orders.csv');
    expect(column(orders.rows, 'order_id')).toEqual(placed.map((order) => order.id));
    const grossByCurrency = (currency: string) =>
      placed
        .filter((order) => order.currency === currency)
        .reduce((sum, order) => sum + order.totals.total.gross, 0);
    const exported = (currency: string) =>
      orders.rows
        .slice(1)
        .filter((row) => row[orders.rows[0]?.indexOf('currency') ?? -1] === currency)
        .reduce((sum, row) => sum + Math.round(Number(row[orders.rows[0]?.indexOf('gross') ?? -1]) * 100), 0);
    expect(exported('PLN')).toBe(grossByCurrency('PLN'));
    expect(exported('EUR')).toBe(grossByCurrency('EUR'));
    const lines = await fileOf(id, 'order-lines.csv');
    expect(lines.rows.length - 1).toBe(placed.reduce((sum, order) => sum + order.lines.length, 0));

    const manifest = JSON.parse(await objectText((await readExport(id))?.manifestKey ?? ''));
    expect(manifest).toMatchObject({
      exportId: id,
      from: '2026-08-10',
      to: '2026-08-12',
      cut: '2026-08-13T00:00:00.000Z',
    });
    expect(manifest.files.map((file: { name: string }) => file.name)).toEqual([
      'orders.csv',
      'order-lines.csv',
      'payments.csv',
      'invoices.csv',
      'subscription-changes.csv',
      'vat-summary.csv',
      'exchange-rates.csv',
      'orders.parquet',
    ]);
    // The subscription's changes of 12 August, as they were made: ordered with 5, then 3 more charged.
    const changes = await fileOf(id, 'subscription-changes.csv');
    expect(
      ['change', 'quantity_before', 'quantity', 'charge_net'].map((name) => column(changes.rows, name)),
    ).toEqual([
      ['ordered', 'changed'],
      ['0', '5'],
      ['5', '8'],
      ['0.00', '119.96'],
    ]);
    expect(manifest.files[0]).toEqual({
      name: 'orders.csv',
      rows: 3,
      bytes: orders.file.bytes,
      sha256: orders.file.sha256,
    });
  }, 60_000);

  it('downloads a file through a presigned link that expires in minutes, and logs who took it', async () => {
    const listed = await call('GET', '/api/reports/exports?kind=daily&from=2026-08&to=2026-08', {
      token: finance,
    });
    expect(listed.status).toBe(200);
    const day = listed.body.exports.find((entry: { id: string }) => entry.id === 'daily-2026-08-10');
    expect(day).toMatchObject({ status: 'done', size: expect.any(Number) });

    const link = await call('GET', '/api/reports/exports/daily-2026-08-10/files/orders.csv', {
      token: finance,
    });
    expect(link.status).toBe(200);
    expect(new URL(link.body.url).searchParams.get('X-Amz-Expires')).toBe('300');
    const file = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(records(file.toString('utf8'))[0]?.[0]).toBe('order_id');
    expect(await listExportDownloads('daily-2026-08-10')).toEqual([
      expect.objectContaining({
        exportId: 'daily-2026-08-10',
        file: 'orders.csv',
        sub: expect.any(String),
        at: expect.any(String),
      }),
    ]);
  });
});

describe('an export’s progress, live', () => {
  /** A socket signed in with `token`, watching `topic`: its frames, and the answer to the subscription. */
  const watch = (token: string, topic: string) =>
    new Promise<{ frames: { type: string; data?: { status?: string } }[]; answer: { type: string } }>(
      (resolve, reject) => {
        const socket = new WebSocket(`${runtime.liveUrl}?token=${token}`);
        sockets.push(socket);
        const frames: { type: string }[] = [];
        socket.on('message', (data) => {
          const frame = JSON.parse(String(data));
          if (frame.type === 'subscribed' || frame.type === 'error') resolve({ frames, answer: frame });
          else frames.push(frame);
        });
        socket.once('open', () => socket.send(JSON.stringify({ action: 'subscribe', topic })));
        socket.once('error', reject);
      },
    );

  it('pushes each step of a run to the finance staff watching it, and lets no customer watch', async () => {
    const id = 'range-live-progress';
    await commitGuarded([
      exportItems.create({
        id,
        kind: 'range',
        from: '2026-08-10',
        to: '2026-08-12',
        status: 'queued',
        decimalComma: false,
        createdAt: new Date().toISOString(),
        attempts: 0,
      }),
    ]);
    const watcher = await watch(finance, exportTopic(id));
    expect(watcher.answer).toEqual({ type: 'subscribed', topic: exportTopic(id) });
    expect((await watch(customer, exportTopic(id))).answer).toEqual({ type: 'error', code: 'not_allowed' });

    await runExport(exportWriterDeps(), id);
    await eventually(() => watcher.frames.length >= 5);
    // The start, one frame per day and the end (the outbox publishes them in no promised order).
    expect(watcher.frames).toHaveLength(5);
    expect(new Set(watcher.frames.map((frame) => `${frame.type} ${frame.data?.status}`))).toEqual(
      new Set(['export.progressed running', 'export.progressed done']),
    );
  });
});

describe('who may use the exports', () => {
  it('refuses a customer (403) and a caller without a token (401, the authorizer)', async () => {
    expect((await call('GET', '/api/reports/exports?kind=daily', { token: customer })).status).toBe(403);
    expect(
      (
        await call('POST', '/api/reports/exports', {
          token: customer,
          body: { from: '2026-08-01', to: '2026-08-02' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('GET', '/api/reports/exports/daily-2026-08-10/files/orders.csv', { token: customer }))
        .status,
    ).toBe(403);
    expect((await call('GET', '/api/reports/exports?kind=daily')).status).toBe(401);
  });

  it('answers 404 for an export or a file that does not exist', async () => {
    expect(
      (await call('GET', '/api/reports/exports/daily-1999-01-01', { token: finance })).body,
    ).toMatchObject({
      code: 'export_not_found',
    });
    const missing = await call('GET', '/api/reports/exports/daily-2026-08-10/files/secret.csv', {
      token: finance,
    });
    expect(missing.status).toBe(404);
  });

  it.each([
    ['in the future', { from: '2026-08-01', to: '2999-01-01' }, 'to', 'date_in_future'],
    ['reversed', { from: '2026-08-10', to: '2026-08-01' }, 'from', 'range_reversed'],
    ['over a year', { from: '2024-01-01', to: '2025-06-30' }, 'to', 'range_too_long'],
  ])('refuses a range %s with 400 naming the field', async (_, body, path, message) => {
    const answer = await call('POST', '/api/reports/exports', { token: finance, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid_data', fields: [{ path, message }] });
  });
});
