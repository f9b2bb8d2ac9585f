import { describe, expect, it } from 'vitest';
import { figuresChanged } from '#events/contracts/figures-changed';
import type { Product } from '#shared/catalogue/product';
import { sampleProduct } from '#shared/catalogue/sample-product';
import type { ProductPrices } from '#shared/pricing/price-list';
import type { TransactItem } from '../../lib/table/transaction';
import { fakeTablePortsRefusingFirst, fixedNow } from '../testing/fake-table-ports';
import { changeProductPrices, type PriceChangePorts } from './change-product-prices';

const before: ProductPrices = { PLN: { price: 10_000 } };
const after: ProductPrices = { PLN: { price: 8_000, list: 10_000 }, EUR: { price: 1_900 } };
const editor = { kind: 'staff', email: 'tresci@example.pl' } as const;

/** Ports over one stored product; the update's condition fails `changedMeanwhile` times first. */
const portsWith = (stored: ProductPrices | undefined, changedMeanwhile = 0) => {
  const table = fakeTablePortsRefusingFirst('changed_meanwhile', changedMeanwhile);
  const ports: PriceChangePorts = {
    ...table.ports,
    readProduct: async (id) => stored && ({ ...sampleProduct, id, prices: stored } as Product),
    pricesChange: (id, from, to) => ({ Update: { change: [id, from, to] } }) as unknown as TransactItem,
    auditRecorded: (subject, record) => ({ Put: { subject, record } }) as unknown as TransactItem,
  };
  return { ports, commits: table.commits, refused: table.refused };
};

const reprice = (ports: PriceChangePorts, prices: ProductPrices) =>
  changeProductPrices(ports, { productId: 'p1', prices }, editor);

describe('changeProductPrices', () => {
  it('changes the prices read and writes catalogue.figures-changed and its record in the same transaction', async () => {
    const { ports, commits } = portsWith(before);
    expect(await reprice(ports, after)).toEqual({ ok: true, value: { before, after } });
    expect(commits).toHaveLength(1);
    expect(commits[0]?.items).toEqual([
      { item: { Update: { change: ['p1', before, after] } }, whenConditionFails: 'changed_meanwhile' },
      {
        item: {
          Put: {
            subject: { kind: 'product', id: 'p1' },
            record: {
              at: fixedNow.toISOString(),
              action: 'pricesChanged',
              actor: editor,
              changes: [
                { field: 'prices.PLN.price', before: 10_000, after: 8_000 },
                { field: 'prices.PLN.list', after: 10_000 },
                { field: 'prices.EUR.price', after: 1_900 },
              ],
            },
          },
        },
      },
    ]);
    const [event] = commits[0]?.events ?? [];
    expect(event?.detailType).toBe(figuresChanged.name);
    expect(JSON.parse(event?.detail ?? '{}').data).toEqual({ productId: 'p1', change: 'repriced' });
  });

  it('changes nothing, and announces nothing, for the same prices', async () => {
    const { ports, commits } = portsWith(after);
    expect(
      await reprice(ports, { EUR: { price: 1_900 }, PLN: { list: 10_000, price: 8_000 } }),
    ).toMatchObject({
      ok: true,
    });
    expect(commits).toEqual([]);
  });

  it('answers product_not_found for an unknown product', async () => {
    expect(await reprice(portsWith(undefined).ports, after)).toEqual({
      ok: false,
      code: 'product_not_found',
    });
  });

  it('re-reads after a concurrent change and gives up after three', async () => {
    const twice = portsWith(before, 2);
    expect(await reprice(twice.ports, after)).toMatchObject({ ok: true });
    expect([twice.refused.length, twice.commits.length]).toEqual([2, 1]);
    await expect(reprice(portsWith(before, 3).ports, after)).rejects.toThrow('during each of 3 attempts');
  });
});
