import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '#shared/invoices/invoice';
import { sampleOrders } from '#shared/invoices/sample-orders';
import type { SubscriptionChange } from '#shared/microsoft/subscription-change';
import { exportFolder } from '../../lib/exports/export-files';
import { type ExportRecord, exportItems } from '../../lib/table/exports';
import type { Order } from '../../lib/table/orders';
import { fakeTablePorts } from '../testing/fake-table-ports';
import { type RunExportPorts, runExport } from './run-export';

beforeAll(() => {
  vi.stubEnv('TABLE_NAME', 'shop');
});

const queued: ExportRecord = {
  id: 'range-1',
  kind: 'range',
  from: '2026-08-10',
  to: '2026-08-11',
  status: 'queued',
  decimalComma: true,
  createdAt: '2026-08-12T09:00:00.000Z',
  attempts: 0,
};
const order = (id: string, createdAt: string): Order => ({
  ...sampleOrders.consumerPln,
  id,
  createdAt,
  owner: { kind: 'guest' },
});
const pages: Record<string, Order[][]> = {
  '2026-08-10': [[order('A', '2026-08-10T08:00:00.000Z')], [order('B', '2026-08-10T09:00:00.000Z')]],
  '2026-08-11': [[order('C', '2026-08-11T08:00:00.000Z')]],
};

const licencesAdded: SubscriptionChange = {
  at: '2026-08-11T10:00:00.000Z',
  kind: 'changed',
  subscriptionId: '01J5000000000000000000000A-0',
  orderId: '01J5000000000000000000000A',
  productId: 'm365-business-standard-monthly',
  name: 'Microsoft 365 Business Standard',
  email: 'anna@example.com',
  billing: 'monthly',
  currency: 'PLN',
  unitNet: 5_390,
  quantityBefore: 5,
  quantity: 8,
  autoRenew: true,
  termStart: '2026-08-02T10:00:00.000Z',
  termEnd: '2026-09-02T10:00:00.000Z',
  chargeNet: 11_996,
  refundNet: 0,
  domain: 'firma.onmicrosoft.com',
};

const portsWith = (record: ExportRecord, overrides: Partial<RunExportPorts> = {}, failing: string[] = []) => {
  const table = fakeTablePorts(failing);
  const puts: { key: string; text: string }[] = [];
  const ports: RunExportPorts = {
    ...table.ports,
    readExport: async () => record,
    exportItems,
    ordersOn: async function* (day) {
      yield* pages[day] ?? [];
    },
    paymentsOn: async function* () {},
    invoicesOn: async function* (): AsyncGenerator<Invoice[]> {},
    subscriptionChangesOn: async function* (day): AsyncGenerator<SubscriptionChange[]> {
      if (day === '2026-08-11') yield [licencesAdded];
    },
    exportFolder,
    putExportFile: async (key, { path }) => {
      puts.push({ key, text: readFileSync(path, 'utf8') });
    },
    ...overrides,
  };
  return { ports, puts, commits: table.commits };
};

describe('running an export', () => {
  it('writes the period page by page, reports each day live, puts the manifest last, then is done', async () => {
    const { ports, puts, commits } = portsWith(queued);
    expect((await runExport(ports, 'range-1')).ok).toBe(true);

    const orders = puts.find((put) => put.key.endsWith('/orders.csv'))?.text ?? '';
    expect(orders.startsWith('\uFEFForder_id,order_number,created_at')).toBe(true);
    expect(
      orders
        .split('\r\n')
        .filter(Boolean)
        .map((line) => line.split(',')[0]),
    ).toEqual(['\uFEFForder_id', 'A', 'B', 'C']);
    // A, 10 August: a Polish consumer's 2 licences at 499.00 net and shipping 15.00, no reverse charge,
    // amounts with a decimal comma; its line at 23 % domestic VAT.
    expect(orders.split('\r\n')[1]).toContain(
      ',PL,false,,"998,00","0,00","15,00","1013,00","232,99","1245,99",',
    );
    const lines = puts.find((put) => put.key.endsWith('/order-lines.csv'))?.text ?? '';
    expect(lines.split('\r\n')[1]).toMatch(/,PLN,domestic,"23,00",PL$/);
    expect(puts.at(-1)?.key).toBe('exports/range/2026-08-10/range-1/manifest.json');
    const manifest = JSON.parse(puts.at(-1)?.text ?? '{}');
    expect(manifest.files[0]).toMatchObject({ name: 'orders.csv', rows: 3 });
    expect(manifest.cut).toBe('2026-08-12T00:00:00.000Z');
    // The licences added on 11 August: the count before and after, the prorated charge for the next invoice.
    const changes = puts.find((put) => put.key.endsWith('/subscription-changes.csv'))?.text ?? '';
    expect(changes.split('\r\n')[1]).toBe(
      '2026-08-11T10:00:00.000Z,01J5000000000000000000000A-0,changed,01J5000000000000000000000A,m365-business-standard-monthly,Microsoft 365 Business Standard,anna@example.com,monthly,PLN,"53,90",5,8,true,2026-08-02T10:00:00.000Z,2026-09-02T10:00:00.000Z,,"119,96","0,00",firma.onmicrosoft.com,',
    );
    expect(
      manifest.files.find((file: { name: string }) => file.name === 'subscription-changes.csv'),
    ).toMatchObject({
      rows: 1,
    });

    // start, a progress per day, done: each with `export.progressed` to the export's topic.
    expect(commits).toHaveLength(4);
    const events = commits.flatMap((commit) => commit.events.map((event) => JSON.parse(event.detail)));
    expect(events.map((event) => [event.topics, event.data.status, event.data.daysDone])).toEqual([
      [['export:range-1'], 'running', 0],
      [['export:range-1'], 'running', 1],
      [['export:range-1'], 'running', 2],
      [['export:range-1'], 'done', 0],
    ]);
  });

  it('answers a done export as it is, writing nothing again', async () => {
    const { ports, puts, commits } = portsWith({ ...queued, status: 'done', attempts: 1 });
    expect(await runExport(ports, 'range-1')).toMatchObject({ ok: true, value: { status: 'done' } });
    expect(puts).toEqual([]);
    expect(commits).toEqual([]);
  });

  it('leaves the run to another that started it first', async () => {
    const { ports, puts } = portsWith(queued, {}, ['stale']);
    expect((await runExport(ports, 'range-1')).ok).toBe(true);
    expect(puts).toEqual([]);
  });

  it('records a failure with its reason and throws it on, for a retry', async () => {
    const { ports, commits } = portsWith(queued, {
      putExportFile: async () => {
        throw new Error('bucket gone');
      },
    });
    await expect(runExport(ports, 'range-1')).rejects.toThrow('bucket gone');
    const last = commits.at(-1);
    expect(last?.items[0]?.item.Update?.ExpressionAttributeValues).toMatchObject({
      ':to': 'failed',
      ':failure': 'bucket gone',
    });
    expect(JSON.parse(last?.events[0]?.detail ?? '{}').data).toMatchObject({
      status: 'failed',
      failure: 'bucket gone',
    });
  });

  it('answers export_not_found for an id nobody made', async () => {
    const { ports } = portsWith(queued, { readExport: async () => undefined });
    expect(await runExport(ports, 'range-9')).toEqual({ ok: false, code: 'export_not_found' });
  });
});
