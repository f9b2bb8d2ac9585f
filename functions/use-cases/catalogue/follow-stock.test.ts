import { describe, expect, it } from 'vitest';
import { figuresChanged } from '#events/contracts/figures-changed';
import type { Availability, Product } from '#shared/catalogue/product';
import { sampleProduct } from '#shared/catalogue/sample-product';
import type { StockState } from '../../lib/table/stock';
import type { TransactItem } from '../../lib/table/transaction';
import { fakeTablePorts } from '../testing/fake-table-ports';
import { followStock } from './follow-stock';
import type { StockFollowPorts } from './stock-follow-deps';

/** Ports over one counted product whose reads answer `reads` in turn (the last one repeating). */
const portsWith = (availability: Availability, reads: { units: number; shownSoldOut: boolean }[]) => {
  const table = fakeTablePorts();
  const refusing = fakeTablePorts(['stock_changed_meanwhile']);
  let read = 0;
  const ports: StockFollowPorts = {
    ...table.ports,
    // Every read but the last finds the stock changed again by the time it commits.
    commit: (items, events) => (read < reads.length ? refusing : table).ports.commit(items, events),
    stockStateOf: async (productId) => {
      const state = reads[Math.min(read++, reads.length - 1)];
      return state && { product: { ...sampleProduct, id: productId, availability } as Product, ...state };
    },
    shownSoldOutChange: ({ units, shownSoldOut }: StockState) =>
      ({ Update: { announce: [units, !shownSoldOut] } }) as unknown as TransactItem,
  };
  return { ports, commits: table.commits, refused: refusing.commits };
};

const announced = (commits: ReturnType<typeof fakeTablePorts>['commits']) =>
  commits.flatMap(({ events }) =>
    (events ?? []).map((event) => [event.detailType, JSON.parse(event.detail).data]),
  );

describe('followStock', () => {
  it('announces a product sold out when its last unit is taken, with the guarded record, once', async () => {
    const { ports, commits } = portsWith({ state: 'within-24h' }, [{ units: 0, shownSoldOut: false }]);
    expect(await followStock(ports, 'laptop')).toBe('sold-out');
    expect(commits[0]?.items).toEqual([
      { item: { Update: { announce: [0, true] } }, whenConditionFails: 'stock_changed_meanwhile' },
    ]);
    expect(announced(commits)).toEqual([
      [
        figuresChanged.name,
        {
          productId: 'laptop',
          change: 'stock',
          availabilityBefore: 'within-24h',
          availabilityAfter: 'notify-availability',
        },
      ],
    ]);
  });

  it('announces it back when units return, from "notify" to its own state (which mails those waiting)', async () => {
    const { ports, commits } = portsWith({ state: 'within-24h' }, [{ units: 2, shownSoldOut: true }]);
    expect(await followStock(ports, 'laptop')).toBe('back');
    expect(announced(commits)).toEqual([
      [
        figuresChanged.name,
        {
          productId: 'laptop',
          change: 'stock',
          availabilityBefore: 'notify-availability',
          availabilityAfter: 'within-24h',
        },
      ],
    ]);
  });

  it('does nothing while the units and the announcement agree (a redelivered event too)', async () => {
    for (const state of [
      { units: 3, shownSoldOut: false },
      { units: 0, shownSoldOut: true },
    ]) {
      const { ports, commits } = portsWith({ state: 'instant' }, [state]);
      expect(await followStock(ports, 'laptop')).toBe('unchanged');
      expect(commits).toEqual([]);
    }
  });

  it('records the announcement without an event for a product not orderable anyway', async () => {
    const { ports, commits } = portsWith({ state: 'on-demand' }, [{ units: 0, shownSoldOut: false }]);
    expect(await followStock(ports, 'server')).toBe('sold-out');
    expect(commits).toHaveLength(1);
    expect(announced(commits)).toEqual([]);
  });

  it('reads the stock again when it changed meanwhile and announces what holds last', async () => {
    const { ports, commits, refused } = portsWith({ state: 'instant' }, [
      { units: 0, shownSoldOut: false },
      { units: 1, shownSoldOut: false },
    ]);
    expect(await followStock(ports, 'laptop')).toBe('unchanged');
    expect(refused).toHaveLength(1);
    expect(commits).toEqual([]);
  });
});
