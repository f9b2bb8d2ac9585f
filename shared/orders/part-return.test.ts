import { describe, expect, it } from 'vitest';
import {
  nextReturnId,
  partReturnErrors,
  quantitiesAfterReturns,
  returnableOf,
  returnedGrossOf,
  returnsUpTo,
  stockBackOfReturn,
  stockStillOut,
} from './part-return';

const order = {
  lines: [
    { productId: 'laptop-1', quantity: 3 },
    { productId: 'dock-1', quantity: 1 },
    { productId: 'daas_laptop-2', quantity: 2 },
  ],
  returns: [{ id: 'return-1', at: '2026-12-01T10:00:00Z', lines: [{ productId: 'laptop-1', quantity: 1 }] }],
};

describe('a return of part of an order', () => {
  it('may take back what was bought less what came back before', () => {
    expect(Object.fromEntries(returnableOf(order))).toEqual({
      'laptop-1': 2,
      'dock-1': 1,
      'daas_laptop-2': 2,
    });
    expect(
      partReturnErrors(order, [
        { productId: 'laptop-1', quantity: 2 },
        { productId: 'dock-1', quantity: 1 },
      ]),
    ).toEqual([]);
  });

  it('refuses more units than may still come back, twice the same units, and a product the order lacks', () => {
    expect(partReturnErrors(order, [{ productId: 'laptop-1', quantity: 3 }])).toEqual([
      { path: 'lines.0.quantity', message: 'invalid_value' },
    ]);
    const again = {
      ...order,
      returns: [...order.returns, { id: 'return-2', at: '', lines: [{ productId: 'dock-1', quantity: 1 }] }],
    };
    expect(partReturnErrors(again, [{ productId: 'dock-1', quantity: 1 }])).toEqual([
      { path: 'lines.0.quantity', message: 'invalid_value' },
    ]);
    expect(
      partReturnErrors(order, [
        { productId: 'dock-1', quantity: 1 },
        { productId: 'phone-9', quantity: 1 },
      ]),
    ).toEqual([{ path: 'lines.1.productId', message: 'invalid_value' }]);
  });

  it('numbers the returns of an order one after another', () => {
    expect(nextReturnId({ lines: order.lines })).toBe('return-1');
    expect(nextReturnId(order)).toBe('return-2');
  });

  it("gives counted stock back by the device's stock, never more than placement took", () => {
    const taken = [
      { productId: 'laptop-1', units: 3 },
      { productId: 'laptop-2', units: 1 },
    ];
    expect(
      stockBackOfReturn(taken, [
        { productId: 'laptop-1', quantity: 2 },
        { productId: 'dock-1', quantity: 1 },
        { productId: 'daas_laptop-2', quantity: 2 },
      ]),
    ).toEqual([
      { productId: 'laptop-1', units: 2 },
      { productId: 'laptop-2', units: 1 },
    ]);
  });

  it("leaves each invoice line at what was bought less what came back (the correction's new quantities)", () => {
    expect(quantitiesAfterReturns(order)).toEqual([
      { line: 0, quantity: 2 },
      { line: 1, quantity: 1 },
      { line: 2, quantity: 2 },
    ]);
  });

  it('corrects up to the return it is for, and prices the units at their line when there is no invoice', () => {
    const later = { id: 'return-2', at: '', lines: [{ productId: 'dock-1', quantity: 1 }] };
    expect(returnsUpTo([...order.returns, later], 'return-1')).toEqual(order.returns);
    expect(returnsUpTo([...order.returns, later], 'return-2')).toHaveLength(2);
    expect(returnsUpTo(order.returns, 'return-9')).toEqual([]);
    const priced = [{ productId: 'laptop-1', quantity: 3, total: { net: 0, vat: 0, gross: 1_000_00 } }];
    expect(returnedGrossOf(priced, [{ productId: 'laptop-1', quantity: 1 }])).toBe(333_33);
    expect(returnedGrossOf(priced, [{ productId: 'laptop-1', quantity: 2 }])).toBe(666_67);
  });

  it('leaves out of a whole return the units part returns gave back before', () => {
    const taken = [
      { productId: 'laptop-1', units: 3 },
      { productId: 'laptop-2', units: 2 },
    ];
    expect(stockStillOut(taken, order.returns)).toEqual([
      { productId: 'laptop-1', units: 2 },
      { productId: 'laptop-2', units: 2 },
    ]);
    const allBack = [{ id: 'return-2', at: '', lines: [{ productId: 'laptop-1', quantity: 2 }] }];
    expect(stockStillOut(taken, [...order.returns, ...allBack])).toEqual([
      { productId: 'laptop-2', units: 2 },
    ]);
    expect(stockStillOut(taken, [])).toEqual(taken);
  });
});
