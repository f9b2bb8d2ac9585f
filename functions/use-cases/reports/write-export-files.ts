import type { Invoice } from '#shared/invoices/invoice';
import type { SubscriptionChange } from '#shared/microsoft/subscription-change';
import { csvBom, csvRecord } from '#shared/reports/csv';
import { cutOf, daysOf, type ExportPeriod } from '#shared/reports/export-period';
import type { ExportProgress } from '#shared/reports/export-view';
import { vatRowsOf, vatTotals } from '#shared/reports/vat-register';
import type { ExportFolder, ParquetColumn, WrittenFile } from '../../lib/exports/export-files';
import type { Order } from '../../lib/table/orders';
import type { Payment } from '../../lib/table/payments';
import {
  exchangeRatesTable,
  invoicesTable,
  orderLinesTable,
  ordersTable,
  paymentsTable,
  type RowFormat,
  subscriptionChangesTable,
  type Table,
  type UsedRate,
  vatRegisterTable,
  vatTotalsTable,
} from './export-tables';

// An export's files written day by day, page by page: each page of orders, payments, invoices and
// subscription changes read is turned into its rows and appended to the files at once, so memory holds
// one page, the VAT sums and the exchange rates used, never the period. A monthly export adds the
// sales VAT register.

/** The period's records, oldest first, a page at a time. */
export interface ExportSources {
  ordersOn: (day: string, cut: string) => AsyncIterable<Order[]>;
  paymentsOn: (day: string, cut: string) => AsyncIterable<Payment[]>;
  invoicesOn: (day: string, cut: string) => AsyncIterable<Invoice[]>;
  subscriptionChangesOn: (day: string, cut: string) => AsyncIterable<SubscriptionChange[]>;
}

export interface ExportedFile extends WrittenFile {
  name: string;
  rows: number;
  contentType: string;
}

const csvType = 'text/csv; charset=utf-8';

const csvFile = async <T>(folder: ExportFolder, table: Table<T>, format: RowFormat) => {
  const name = `${table.name}.csv`;
  const file = folder.text(name);
  await file.write(csvBom + csvRecord(table.columns));
  let rows = 0;
  return {
    add: async (records: readonly T[]) => {
      let text = '';
      for (const record of records) {
        for (const row of table.rowsOf(record, format)) {
          text += csvRecord(row);
          rows += 1;
        }
      }
      if (text) await file.write(text);
    },
    close: async (): Promise<ExportedFile> => ({ name, rows, contentType: csvType, ...(await file.close()) }),
  };
};

/** The orders for analysts: amounts as 64-bit integers of minor units, with their currency. */
const parquetColumns: readonly (ParquetColumn & { of: (order: Order) => string | null | bigint })[] = [
  { name: 'order_id', type: 'STRING', of: (order) => order.id },
  { name: 'order_number', type: 'STRING', of: (order) => order.number },
  { name: 'created_at', type: 'STRING', of: (order) => order.createdAt },
  { name: 'currency', type: 'STRING', of: (order) => order.currency },
  { name: 'vat_country', type: 'STRING', of: (order) => order.vatBuyer.country },
  { name: 'payment_method', type: 'INT64', of: (order) => BigInt(order.paymentMethod) },
  { name: 'lines', type: 'INT64', of: (order) => BigInt(order.lines.length) },
  { name: 'net_minor', type: 'INT64', of: (order) => BigInt(order.totals.total.net) },
  { name: 'vat_minor', type: 'INT64', of: (order) => BigInt(order.totals.total.vat) },
  { name: 'gross_minor', type: 'INT64', of: (order) => BigInt(order.totals.total.gross) },
];
const parquetValues = (orders: readonly Order[]) => parquetColumns.map(({ of }) => orders.map(of));

const usedRatesOf = (orders: readonly Order[], invoices: readonly Invoice[]): UsedRate[] => [
  ...orders.flatMap((order) =>
    order.exchangeRate
      ? [
          {
            currency: order.currency,
            rate: String(order.exchangeRate.rate),
            date: order.exchangeRate.date,
            table: '',
          },
        ]
      : [],
  ),
  ...invoices.flatMap((invoice) =>
    invoice.exchangeRate ? [{ currency: invoice.currency, ...invoice.exchangeRate }] : [],
  ),
];

/**
 * Writes the period's files into `folder`, reporting each finished day; answers them, in a fixed
 * order, with their rows, sizes and checksums.
 */
export const writeExportFiles = async (
  sources: ExportSources,
  folder: ExportFolder,
  period: ExportPeriod & { decimalComma: boolean },
  onDay: (progress: ExportProgress) => Promise<void>,
): Promise<ExportedFile[]> => {
  const cut = cutOf(period);
  const format: RowFormat = { separator: period.decimalComma ? ',' : '.', cut };
  const monthly = period.kind === 'monthly';
  const orders = await csvFile(folder, ordersTable, format);
  const lines = await csvFile(folder, orderLinesTable, format);
  const payments = await csvFile(folder, paymentsTable, format);
  const invoices = await csvFile(folder, invoicesTable, format);
  const subscriptionChanges = await csvFile(folder, subscriptionChangesTable, format);
  const register = monthly ? await csvFile(folder, vatRegisterTable, format) : undefined;
  const parquet = folder.parquet(
    'orders.parquet',
    parquetColumns.map(({ name, type }) => ({ name, type })),
  );
  const summary = vatTotals(true);
  const registerSums = vatTotals(false);
  const rates = new Map<string, UsedRate>();
  const remember = (used: UsedRate[]) => {
    for (const rate of used) rates.set(`${rate.currency}|${rate.date}|${rate.rate}|${rate.table}`, rate);
  };

  const days = daysOf(period);
  let rows = 0;
  let orderCount = 0;
  for (const [index, day] of days.entries()) {
    for await (const page of sources.ordersOn(day, cut)) {
      await orders.add(page);
      await lines.add(page);
      await parquet.write(parquetValues(page));
      remember(usedRatesOf(page, []));
      orderCount += page.length;
      rows += page.length;
    }
    for await (const page of sources.paymentsOn(day, cut)) {
      await payments.add(page);
      rows += page.length;
    }
    for await (const page of sources.invoicesOn(day, cut)) {
      await invoices.add(page);
      await register?.add(page);
      for (const invoice of page) {
        const vatRows = vatRowsOf(invoice);
        summary.add(vatRows);
        registerSums.add(vatRows);
      }
      remember(usedRatesOf([], page));
      rows += page.length;
    }
    for await (const page of sources.subscriptionChangesOn(day, cut)) {
      await subscriptionChanges.add(page);
      rows += page.length;
    }
    await onDay({ daysDone: index + 1, days: days.length, rows });
  }

  const closing = async <T>(table: Table<T>, records: readonly T[]) => {
    const file = await csvFile(folder, table, format);
    await file.add(records);
    return file.close();
  };
  const sortedRates = [...rates.values()].sort((a, b) =>
    `${a.currency}${a.date}${a.table}`.localeCompare(`${b.currency}${b.date}${b.table}`),
  );
  return [
    await orders.close(),
    await lines.close(),
    await payments.close(),
    await invoices.close(),
    await subscriptionChanges.close(),
    await closing(vatTotalsTable('vat-summary'), summary.rows()),
    await closing(exchangeRatesTable, sortedRates),
    ...(register
      ? [await register.close(), await closing(vatTotalsTable('vat-register-summary'), registerSums.rows())]
      : []),
    {
      name: 'orders.parquet',
      rows: orderCount,
      contentType: 'application/vnd.apache.parquet',
      ...(await parquet.close()),
    },
  ];
};
