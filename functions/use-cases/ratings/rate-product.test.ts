import { describe, expect, it } from 'vitest';
import { figuresChanged } from '#events/contracts/figures-changed';
import type { Ratings } from '#shared/catalogue/product';
import type { ErrorCode } from '#shared/errors';
import type { TransactItem } from '../../lib/table/transaction';
import { fakeTablePorts, fixedNow } from '../testing/fake-table-ports';
import type { RatingPorts } from './deps';
import { rateProduct } from './rate-product';

const input = { productId: 'p1', userId: 'u1', rating: 4 };

const aggregate: Ratings = { count: 2, sum: 9 };

const portsWith = (failing: ErrorCode[], productGone = false) => {
  const table = fakeTablePorts(failing);
  const ports: RatingPorts = {
    ...table.ports,
    ratingItems: {
      addToProduct: (productId, rating) =>
        ({ ConditionCheck: { add: [productId, rating] } }) as unknown as TransactItem,
      put: (productId, userId, rating, at) =>
        ({ Put: { put: [productId, userId, rating, at.toISOString()] } }) as unknown as TransactItem,
    },
    productRatings: async () => (productGone ? undefined : aggregate),
  };
  return { ports, commits: table.commits };
};

describe('rateProduct', () => {
  it.each<[string, ErrorCode[], ErrorCode]>([
    ['the product is missing', ['product_not_found'], 'product_not_found'],
    ['the customer rated before', ['product_rated_once'], 'product_rated_once'],
    [
      'the product is missing, a stale rating left',
      ['product_not_found', 'product_rated_once'],
      'product_not_found',
    ],
  ])('fails when %s', async (_, failing, code) => {
    expect(await rateProduct(portsWith(failing).ports, input)).toEqual({ ok: false, code });
  });

  it('commits the aggregate, the rating item and the figures change together, then answers the new average', async () => {
    const { ports, commits } = portsWith([]);
    expect(await rateProduct(ports, input)).toEqual({ ok: true, value: { average: 4.5, count: 2 } });
    expect(commits).toEqual([
      {
        items: [
          { item: { ConditionCheck: { add: ['p1', 4] } }, whenConditionFails: 'product_not_found' },
          {
            item: { Put: { put: ['p1', 'u1', 4, fixedNow.toISOString()] } },
            whenConditionFails: 'product_rated_once',
          },
        ],
        events: [expect.objectContaining({ detailType: figuresChanged.name })],
      },
    ]);
    expect(JSON.parse(commits[0]?.events[0]?.detail ?? '{}').data).toEqual({
      productId: 'p1',
      change: 'rated',
    });
  });

  it('throws when the product vanished after it was rated', async () => {
    await expect(rateProduct(portsWith([], true).ports, input)).rejects.toThrow('vanished');
  });
});
