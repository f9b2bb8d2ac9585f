import { describe, expect, it } from 'vitest';
import { sampleBasket } from '../../lib/basket/sample-basket';
import { deliveryNote } from './delivery-note';

describe('deliveryNote', () => {
  const { totals } = sampleBasket();

  it('names the gross still missing to free delivery', () => {
    expect(deliveryNote({ ...totals, toFreeShipping: 17700 })).toEqual({
      id: 'basket.shipping.toFree',
      missing: 17700,
    });
  });

  it('says delivery is free once the threshold is reached', () => {
    expect(deliveryNote({ ...totals, toFreeShipping: 0 })).toEqual({ id: 'basket.shipping.isFree' });
  });

  it('says nothing for a basket delivered electronically', () => {
    const electronic = [{ method: 'electronic' as const, net: 0, vat: 0, gross: 0 }];
    expect(deliveryNote({ ...totals, toFreeShipping: 30000, shipping: electronic })).toBeUndefined();
  });
});
