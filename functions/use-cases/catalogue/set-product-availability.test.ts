import { describe, expect, it } from 'vitest';
import { productChanged } from '#events/contracts/product-changed';
import type { Availability, Product } from '#shared/catalogue/product';
import { sampleProduct } from '#shared/catalogue/sample-product';
import type { TransactItem } from '../../lib/table/transaction';
import { fakeTablePortsRefusingFirst } from '../testing/fake-table-ports';
import type { AvailabilityChangePorts } from './deps';
import { setProductAvailability } from './set-product-availability';

/** Ports over one stored product; the update's condition fails `changedMeanwhile` times first. */
const portsWith = (stored: Availability | undefined, changedMeanwhile = 0) => {
  const table = fakeTablePortsRefusingFirst('changed_meanwhile', changedMeanwhile);
  const ports: AvailabilityChangePorts = {
    ...table.ports,
    readProduct: async (id) => stored && ({ ...sampleProduct, id, availability: stored } as Product),
    availabilityChange: (id, before, after) =>
      ({ Update: { change: [id, before.state, after.state] } }) as unknown as TransactItem,
  };
  return { ports, commits: table.commits, refused: table.refused };
};

const move = (ports: AvailabilityChangePorts, availability: Availability) =>
  setProductAvailability(ports, { productId: 'p1', availability });

describe('setProductAvailability', () => {
  it('moves the product and writes catalogue.product-changed in the same transaction', async () => {
    const { ports, commits } = portsWith({ state: 'notify-availability' });
    expect(await move(ports, { state: 'instant' })).toEqual({
      ok: true,
      value: { before: { state: 'notify-availability' }, after: { state: 'instant' } },
    });
    expect(commits).toHaveLength(1);
    expect(commits[0]?.items).toEqual([
      {
        item: { Update: { change: ['p1', 'notify-availability', 'instant'] } },
        whenConditionFails: 'changed_meanwhile',
      },
    ]);
    const [event] = commits[0]?.events ?? [];
    expect(event?.detailType).toBe(productChanged.name);
    expect(JSON.parse(event?.detail ?? '{}').data).toEqual({
      productId: 'p1',
      availabilityBefore: 'notify-availability',
      availabilityAfter: 'instant',
    });
  });

  it('changes nothing when the availability is the same', async () => {
    const { ports, commits } = portsWith({ state: 'presale', date: '2026-03-01' });
    expect(await move(ports, { state: 'presale', date: '2026-03-01' })).toMatchObject({ ok: true });
    expect(commits).toEqual([]);
  });

  it('moves a presale to a new date (presale may follow itself)', async () => {
    const { ports, commits } = portsWith({ state: 'presale', date: '2026-03-01' });
    expect(await move(ports, { state: 'presale', date: '2026-04-01' })).toMatchObject({ ok: true });
    expect(commits).toHaveLength(1);
  });

  it('refuses a move the availability machine forbids: discontinued is final', async () => {
    const { ports, commits } = portsWith({ state: 'discontinued' });
    expect(await move(ports, { state: 'instant' })).toEqual({
      ok: false,
      code: 'availability_change_not_allowed',
    });
    expect(commits).toEqual([]);
  });

  it('answers product_not_found for an unknown product', async () => {
    expect(await move(portsWith(undefined).ports, { state: 'instant' })).toEqual({
      ok: false,
      code: 'product_not_found',
    });
  });

  it('re-reads after a concurrent change and gives up after three', async () => {
    const twice = portsWith({ state: '1-day' }, 2);
    expect(await move(twice.ports, { state: 'instant' })).toMatchObject({ ok: true });
    expect([twice.refused.length, twice.commits.length]).toEqual([2, 1]);
    await expect(move(portsWith({ state: '1-day' }, 3).ports, { state: 'instant' })).rejects.toThrow(
      'during each of 3 attempts',
    );
  });
});
