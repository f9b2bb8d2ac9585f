import { describe, expect, it } from 'vitest';
import { currencyRules } from '../pricing/currency-rules';
import { type BasketTotals, basketTotals, type PricedLine, type TotalsInput } from './basket-totals';
import type { DiscountCode } from './discount-codes';

type Line = Omit<PricedLine, 'vatRate'>;
/** A basket whose lines and shipping all carry `vatRate` (23 % unless given). */
const input = ({
  vatRate = 2300,
  lines = [{ productId: 'office', quantity: 2, unitNet: 10_000 }],
  ...changes
}: Partial<Omit<TotalsInput, 'lines'>> & { vatRate?: number; lines?: Line[] } = {}): TotalsInput => ({
  currency: 'PLN',
  basis: 'net',
  lines: lines.map((line) => ({ ...line, vatRate })),
  shippingNet: 1625,
  shippingVatRate: vatRate,
  ...changes,
});
const tenPercentOnLaptops: DiscountCode = {
  code: 'LAPTOP10',
  off: { kind: 'percent', basisPoints: 1000 },
  validFrom: '2026-01-01T00:00:00Z',
  validUntil: '2027-01-01T00:00:00Z',
  uses: 0,
  productIds: ['laptop'],
};
const amounts = (totals: BasketTotals) => [
  ...totals.lines.flatMap((line) => [line.listed, line.total]),
  totals.goods,
  totals.discount,
  totals.shipping,
  totals.total,
];

describe('basket totals', () => {
  it('prices a business line from net: unit net × quantity, VAT on top', () => {
    const [line] = basketTotals(input({ lines: [{ productId: 'mouse', quantity: 2, unitNet: 50 }] })).lines;
    expect(line?.total).toEqual({ net: 100, vat: 23, gross: 123 });
  });

  it('prices a consumer line from gross: unit gross × quantity, the VAT contained rounded', () => {
    // unit gross = 50 + round(11.5) = 62; two cost 124, of which VAT round(23.19) = 23.
    const totals = basketTotals(
      input({ basis: 'gross', lines: [{ productId: 'mouse', quantity: 2, unitNet: 50 }] }),
    );
    expect(totals.lines[0]?.total).toEqual({ net: 101, vat: 23, gross: 124 });
  });

  it('rounds VAT per line, half away from zero, and sums the lines', () => {
    const lines = [
      { productId: 'a', quantity: 1, unitNet: 50 },
      { productId: 'b', quantity: 1, unitNet: 50 },
    ];
    expect(basketTotals(input({ lines })).goods).toEqual({ net: 100, vat: 24, gross: 124 });
  });

  it('keeps net + vat = gross exactly on every line and total', () => {
    for (const basis of ['net', 'gross'] as const) {
      for (const vatRate of [2300, 810, 2700, 0]) {
        const lines = [7, 333, 4999, 12_345].map((unitNet, index) => ({
          productId: index ? 'office' : 'laptop',
          quantity: index + 1,
          unitNet,
        }));
        const totals = basketTotals(input({ basis, vatRate, lines, discount: tenPercentOnLaptops }));
        for (const amount of amounts(totals)) expect(amount.net + amount.vat).toBe(amount.gross);
      }
    }
  });

  it('takes a discount off the promotional lines only, before VAT', () => {
    const lines = [
      { productId: 'laptop', quantity: 1, unitNet: 300_000 },
      { productId: 'office', quantity: 1, unitNet: 50_000 },
    ];
    const totals = basketTotals(input({ lines, discount: tenPercentOnLaptops }));
    expect(totals.lines.map((line) => line.total.net)).toEqual([270_000, 50_000]);
    expect(totals.lines[0]?.total).toEqual({ net: 270_000, vat: 62_100, gross: 332_100 });
    expect(totals.discount).toEqual({ net: 30_000, vat: 6900, gross: 36_900 });
  });

  it('charges no VAT under reverse charge (rate 0): gross equals net', () => {
    expect(basketTotals(input({ vatRate: 0 })).total).toEqual({ net: 21_625, vat: 0, gross: 21_625 });
  });
});

describe('shipping in the totals', () => {
  const threshold = currencyRules.PLN.freeShippingGross;
  const consumerGoods = (gross: number) =>
    input({ basis: 'gross', vatRate: 0, lines: [{ productId: 'laptop', quantity: 1, unitNet: gross }] });

  it('charges the method below the threshold and says how much is missing', () => {
    const laptop = { productId: 'laptop', quantity: 1, unitNet: 10_000 };
    const totals = basketTotals(input({ basis: 'gross', lines: [laptop] }));
    expect(totals.shipping).toEqual({ net: 1625, vat: 374, gross: 1999 });
    expect(totals.total.gross).toBe(12_300 + 1999);
    expect(totals.toFreeShipping).toBe(threshold - 12_300);
  });

  it.each([
    ['just below', threshold - 1, 1625, 1],
    ['at', threshold, 0, 0],
    ['above', threshold + 1, 0, 0],
  ])('goods %s the free-delivery threshold: shipping %i, %i to go', (_, gross, shipping, toGo) => {
    const totals = basketTotals(consumerGoods(gross));
    expect(totals.shipping.gross).toBe(shipping);
    expect(totals.toFreeShipping).toBe(toGo);
  });

  it("uses the basket currency's threshold", () => {
    const totals = basketTotals({ ...consumerGoods(currencyRules.EUR.freeShippingGross), currency: 'EUR' });
    expect(totals.shipping.gross).toBe(0);
    expect(
      basketTotals({ ...consumerGoods(currencyRules.EUR.freeShippingGross - 1), currency: 'EUR' })
        .toFreeShipping,
    ).toBe(1);
  });

  it('counts the goods after the discount towards the threshold', () => {
    const discount = { ...tenPercentOnLaptops, productIds: ['laptop'] };
    const totals = basketTotals({ ...consumerGoods(threshold), discount });
    expect(totals.goods.gross).toBe(threshold - threshold / 10);
    expect(totals.shipping.gross).toBe(1625);
  });

  it('prices each line at its own rate and the shipping at the rate of what it delivers', () => {
    const totals = basketTotals({
      ...input(),
      lines: [
        { productId: 'laptop', quantity: 1, unitNet: 10_000, vatRate: 2300 },
        { productId: 'office', quantity: 1, unitNet: 5_000, vatRate: 0 },
      ],
      shippingVatRate: 2300,
    });
    expect(totals.lines.map((line) => line.total.vat)).toEqual([2300, 0]);
    expect(totals.goods).toEqual({ net: 15_000, vat: 2300, gross: 17_300 });
    expect(totals.shipping).toEqual({ net: 1625, vat: 374, gross: 1999 });
  });
});
