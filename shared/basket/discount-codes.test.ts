import { describe, expect, it } from 'vitest';
import { type DiscountCheck, type DiscountCode, discountRefusal, discountShares } from './discount-codes';

const spring: DiscountCode = {
  code: 'SPRING',
  off: { kind: 'percent', basisPoints: 1000 },
  validFrom: '2026-03-01T00:00:00Z',
  validUntil: '2026-04-01T00:00:00Z',
  maxUses: 100,
  uses: 10,
  productIds: ['laptop', 'mouse'],
};
const check: DiscountCheck = {
  currency: 'PLN',
  productIds: ['laptop', 'office'],
  now: '2026-03-15T12:00:00Z',
};
const fiftyOff: DiscountCode = { ...spring, off: { kind: 'amount', amounts: { PLN: 5000 } } };

describe('discountRefusal', () => {
  it.each<[string, DiscountCode | undefined, Partial<DiscountCheck>, string | null]>([
    ['accepts an active code with a promotional product in the basket', spring, {}, null],
    ['accepts a code without a use limit', { ...spring, maxUses: undefined, uses: 10_000 }, {}, null],
    ['accepts a code from the first moment of its window', spring, { now: '2026-03-01T00:00:00Z' }, null],
    ['an unknown code is not valid', undefined, {}, 'discount_code_not_valid'],
    [
      'an amount code without an amount in the basket currency is not valid',
      fiftyOff,
      { currency: 'EUR' },
      'discount_code_not_valid',
    ],
    [
      'before its window it is not active',
      spring,
      { now: '2026-02-28T23:59:59Z' },
      'discount_code_not_active',
    ],
    [
      'from the end of its window it is not active',
      spring,
      { now: '2026-04-01T00:00:00Z' },
      'discount_code_not_active',
    ],
    ['with its uses spent it is used up', { ...spring, uses: 100 }, {}, 'discount_code_used_up'],
    ['with one use left it is accepted', { ...spring, uses: 99 }, {}, null],
    [
      'used up and past its window it is not active',
      { ...spring, uses: 100 },
      { now: '2026-04-01T00:00:00Z' },
      'discount_code_not_active',
    ],
    [
      'without a promotional product in the basket',
      spring,
      { productIds: ['office'] },
      'discount_code_no_promotion_products',
    ],
  ])('%s', (_, code, changes, refusal) => {
    expect(discountRefusal(code, { ...check, ...changes })).toBe(refusal);
  });
});

const lines = (...amounts: [string, number][]) =>
  amounts.map(([productId, amount]) => ({ productId, amount }));

describe('discountShares (only the promotional lines get a share)', () => {
  it.each<[string, DiscountCode, ReturnType<typeof lines>, number[]]>([
    [
      'a percentage off each promotional line',
      spring,
      lines(['laptop', 300_000], ['office', 50_000], ['mouse', 4999]),
      [30_000, 0, 500],
    ],
    ['a percentage rounded half away from zero per line', spring, lines(['mouse', 5]), [1]],
    [
      'an amount spread in proportion to the lines',
      fiftyOff,
      lines(['laptop', 30_000], ['office', 9000], ['mouse', 10_000]),
      [3750, 0, 1250],
    ],
    [
      'an amount capped at the promotional lines',
      fiftyOff,
      lines(['laptop', 3000], ['mouse', 1000]),
      [3000, 1000],
    ],
    [
      'an amount that does not divide evenly still adds up exactly',
      { ...fiftyOff, off: { kind: 'amount', amounts: { PLN: 2 } }, productIds: ['a', 'b', 'c', 'd'] },
      lines(['a', 1], ['b', 1], ['c', 1], ['d', 1]),
      [1, 0, 1, 0],
    ],
    ['nothing when no line is promotional', fiftyOff, lines(['office', 9000]), [0]],
  ])('%s', (_, code, basketLines, shares) => {
    expect(discountShares(code, 'PLN', basketLines)).toEqual(shares);
  });
});
