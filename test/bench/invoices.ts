import { renderFa3 } from '#functions/lib/invoices/fa3/render-fa3';
import { validateFa3 } from '#functions/lib/invoices/fa3/validate-fa3';
import { lastInvoiceSequence } from '#functions/lib/table/invoices';
import { type Order, orderItems } from '#functions/lib/table/orders';
import { commitGuarded } from '#functions/lib/table/transaction';
import { deps } from '#functions/use-cases/invoices/deps';
import { issueInvoice } from '#functions/use-cases/invoices/issue-invoice';
import { inPool } from '#shared/in-pool';
import { invoiceForOrder } from '#shared/invoices/invoice-for-order';
import { invoiceMonth } from '#shared/invoices/invoice-number';
import { sampleOrders } from '#shared/invoices/sample-orders';
import type { PlacedOrder } from '#shared/orders/order-view';
import { useShopTable } from './guest-shopper';
import { median, percentile } from './stats';

// The invoice targets: FA(3) rendering and schema validation ≤ 20 ms per invoice (median and
// p99 over every rule's sample invoice, the schema compiled before timing), and 100 concurrent issues
// on the running shop's table → 100 consecutive numbers, no gap, no duplicate.

const renderings = 500;
const concurrentIssues = 100;

const sampleInvoice = (order: PlacedOrder, i: number) =>
  invoiceForOrder(order, {
    invoiceId: `bench-${i}`,
    guid: 'AAAAAAAAAAAAAAAAAAAAAA',
    number: `FV/2026/11/${String(i + 1).padStart(6, '0')}`,
    issuedAt: '2026-11-23T10:00:00.000Z',
    paid: 0,
  });

const timeFa3 = () => {
  const orders = Object.values(sampleOrders);
  const round = Array.from({ length: renderings }, (_, i) =>
    sampleInvoice(orders[i % orders.length] ?? sampleOrders.consumerPln, i),
  );
  validateFa3(renderFa3(sampleInvoice(sampleOrders.consumerPln, 0)));
  const times: number[] = [];
  let invalid = 0;
  for (const invoice of round) {
    const started = performance.now();
    if (!validateFa3(renderFa3(invoice)).ok) invalid++;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: median(times), p99: percentile(times, 0.99), invalid };
};

const issueConcurrently = async () => {
  const run = Date.now().toString(36).toUpperCase();
  const orders: Order[] = Array.from({ length: concurrentIssues }, (_, i) => ({
    ...sampleOrders.businessPln,
    id: `01JDBENCH${run}${String(i).padStart(4, '0')}`,
    owner: { kind: 'client', sub: 'bench-invoices' },
  }));
  await inPool(orders, 10, (order) => commitGuarded(orderItems.placed(order).map((item) => ({ item }))));
  const month = invoiceMonth(new Date().toISOString());
  const before = await lastInvoiceSequence('FV', month);
  const started = performance.now();
  const issued = await Promise.all(
    orders.map((order) => issueInvoice(deps(), { orderId: order.id, reason: 'deferred-payment' })),
  );
  const seconds = (performance.now() - started) / 1000;
  const sequences = issued.flatMap((result) =>
    result.ok ? [Number(result.value.number.split('/')[3])] : [],
  );
  const distinct = new Set(sequences);
  const expected = Array.from({ length: concurrentIssues }, (_, i) => before + 1 + i);
  return {
    issued: sequences.length,
    duplicates: sequences.length - distinct.size,
    gaps: expected.filter((sequence) => !distinct.has(sequence)).length,
    seconds,
  };
};

export const benchInvoices = async (port: number) => {
  useShopTable(port);
  return { fa3: timeFa3(), numbering: await issueConcurrently() };
};

export const noteInvoices = (
  note: (line?: string) => void,
  { fa3, numbering }: Awaited<ReturnType<typeof benchInvoices>>,
) => {
  note('## Invoices: FA(3) and numbering');
  note();
  note('| figure | value | target |');
  note('|---|---|---|');
  note(
    `| FA(3) render + schema validation, ${renderings} invoices: p50 / p99 | ${fa3.p50.toFixed(2)} / ${fa3.p99.toFixed(2)} ms | ≤ 20 ms |`,
  );
  note(`| invalid FA(3) | ${fa3.invalid} | 0 |`);
  note(
    `| invoices issued by ${concurrentIssues} concurrent issues | ${numbering.issued} | ${concurrentIssues} |`,
  );
  note(`| duplicate numbers / gaps | ${numbering.duplicates} / ${numbering.gaps} | 0 / 0 |`);
  note(`| all issued in | ${numbering.seconds.toFixed(1)} s | |`);
  note();
};
