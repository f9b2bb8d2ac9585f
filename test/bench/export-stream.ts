import { exportFolder } from '#functions/lib/exports/export-files';
import type { Order } from '#functions/lib/table/orders';
import { type ExportSources, writeExportFiles } from '#functions/use-cases/reports/write-export-files';
import { sampleOrders } from '#shared/invoices/sample-orders';
import { daysOf, monthlyPeriod } from '#shared/reports/export-period';

// A child of the bench's `reports` section: a month of `SHOP_BENCH_ORDERS` generated orders (100 a page,
// as DynamoDB pages a day's query; the monthly export's files, the VAT register included) written by the
// exporter's streaming path to this machine's disk, without DynamoDB (seeding a million orders into
// DynamoDB Local alone takes far longer than the export). Prints the rows, the seconds and the peak
// resident memory of this process.

const total = Number(process.env.SHOP_BENCH_ORDERS ?? 1_000_000);
const pageSize = 100;
const period = { ...monthlyPeriod('2026-10'), decimalComma: true };
const days = daysOf(period);
const perDay = Math.ceil(total / days.length);
const templates = [
  sampleOrders.consumerPln,
  sampleOrders.businessPln,
  sampleOrders.consumerEur,
  sampleOrders.consumerOssDe,
];

const sources: ExportSources = {
  ordersOn: async function* (day) {
    const start = days.indexOf(day) * perDay;
    const count = Math.max(0, Math.min(perDay, total - start));
    for (let first = 0; first < count; first += pageSize) {
      yield Array.from({ length: Math.min(pageSize, count - first) }, (_, index): Order => {
        const n = start + first + index;
        const createdAt = new Date(Date.parse(`${day}T00:00:00Z`) + (first + index) * 2000).toISOString();
        return {
          ...(templates[n % templates.length] as Order),
          id: `01JBENCH${String(n).padStart(18, '0')}`,
          createdAt,
          owner: { kind: 'guest' },
        };
      });
    }
  },
  paymentsOn: async function* () {},
  invoicesOn: async function* () {},
  subscriptionChangesOn: async function* () {},
};

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const folder = await exportFolder();
const started = performance.now();
const files = await writeExportFiles(sources, folder, period, async () => {});
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
await folder.remove();
const maxRssMb = process.resourceUsage().maxRSS / 1024;
console.log(
  JSON.stringify({
    orders: total,
    rows: files.reduce((sum, file) => sum + file.rows, 0),
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    seconds,
    peakRssMb: Math.max(peak / 1024 / 1024, maxRssMb),
  }),
);
