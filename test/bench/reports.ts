import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { tableName } from '#functions/lib/dynamo';
import { exportItems } from '#functions/lib/table/exports';
import { type Order, orderItems } from '#functions/lib/table/orders';
import { commitGuarded } from '#functions/lib/table/transaction';
import { runExport } from '#functions/use-cases/reports/run-export';
import { exportWriterDeps } from '#functions/use-cases/reports/writer-deps';
import { sampleOrders } from '#shared/invoices/sample-orders';
import { useShopTable } from './guest-shopper';
import { putAll } from './renewal-fixture';

// The finance exports' targets. (1) The exporter's streaming path over a month of 1,000,000 generated orders
// (export-stream.ts, its own process, so its peak memory is the export's): peak resident memory
// (target ≤ 256 MB) and rows per second. The orders are generated, not read from DynamoDB Local:
// seeding a million orders there takes far longer than the export, so this measures the files' side
// (rows, CSV, Parquet, checksums, disk), not DynamoDB's reads. (2) One day's on-demand export on the
// running shop: 5,000 orders of one day put straight into its DynamoDB Local (a million-a-month day,
// 33,334, seeded for minutes and then failed DynamoDB Local's index query with InternalFailure on this
// machine), then the export run as its consumer runs it (`runExport`, reading the day page by page
// from the table and putting the files into the shop's s3rver), timed (target ≤ 5 s).

const run = promisify(execFile);
const dayOrders = 5_000;
const day = '2026-10-15';

export interface ReportsBench {
  stream: { orders: number; rows: number; bytes: number; seconds: number; peakRssMb: number };
  day: { orders: number; seconds: number; rows: number; size: number };
}

const streamMonth = async (root: string) => {
  const { stdout } = await run(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'test/bench/export-stream.ts'],
    {
      cwd: root,
      maxBuffer: 1024 * 1024,
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ReportsBench['stream'];
};

const exportOneDay = async (port: number) => {
  useShopTable(port);
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port + 3}`,
    EXPORTS_BUCKET: 'shop-exports',
  });
  const orders = Array.from({ length: dayOrders }, (_, n): Order => {
    const createdAt = new Date(Date.parse(`${day}T00:00:00Z`) + n * 2500).toISOString();
    return {
      ...sampleOrders.consumerPln,
      id: `01JBENCHDAY${String(n).padStart(15, '0')}`,
      createdAt,
      owner: { kind: 'guest' },
    };
  });
  await putAll(
    tableName(),
    orders.flatMap((order) => orderItems.placed(order).map((item) => item.Put?.Item ?? {})),
  );
  const id = `range-bench-${Date.now()}`;
  const record = {
    id,
    kind: 'range',
    from: day,
    to: day,
    status: 'queued',
    decimalComma: false,
    createdAt: new Date().toISOString(),
    attempts: 0,
  } as const;
  await commitGuarded([exportItems.create(record)]);
  const started = performance.now();
  const done = await runExport(exportWriterDeps(), id);
  const seconds = (performance.now() - started) / 1000;
  if (!done.ok || done.value.status !== 'done')
    throw new Error(`the bench's export ended ${JSON.stringify(done)}`);
  const rows = done.value.files?.find((file) => file.name === 'orders.csv')?.rows ?? 0;
  return { orders: dayOrders, seconds, rows, size: done.value.size ?? 0 };
};

export const benchReports = async (root: string, port: number): Promise<ReportsBench> => ({
  stream: await streamMonth(root),
  day: await exportOneDay(port),
});

export const noteReports = (note: (line?: string) => void, { stream, day: oneDay }: ReportsBench) => {
  note('## Finance exports');
  note();
  note(
    `A month of ${stream.orders.toLocaleString('en')} generated orders through the exporter's streaming path (CSV with decimal commas, Parquet, checksums; orders generated, not read from DynamoDB Local): ${stream.rows.toLocaleString('en')} rows, ${(stream.bytes / 1024 / 1024).toFixed(0)} MB of files in ${stream.seconds.toFixed(1)} s, **${Math.round(stream.rows / stream.seconds).toLocaleString('en')} rows/s**, peak resident memory **${stream.peakRssMb.toFixed(0)} MB** (target ≤ 256 MB).`,
  );
  note();
  note(
    `One day's on-demand export on the running shop (${oneDay.orders.toLocaleString('en')} orders of ${day} in DynamoDB Local, read page by page, files put into s3rver): ${oneDay.rows.toLocaleString('en')} orders, ${(oneDay.size / 1024 / 1024).toFixed(1)} MB, **${oneDay.seconds.toFixed(2)} s** (target ≤ 5 s).`,
  );
  note();
};
