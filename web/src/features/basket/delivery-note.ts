import type { BasketView } from '#shared/basket/basket-view';

/**
 * The free-delivery line under the totals (spec section 9: free from the currency's threshold, else
 * the amount still missing); none for a basket delivered electronically.
 */
export const deliveryNote = (
  totals: BasketView['totals'],
): { id: 'basket.shipping.toFree'; missing: number } | { id: 'basket.shipping.isFree' } | undefined => {
  if (totals.shipping.every((option) => option.method === 'electronic')) return undefined;
  return totals.toFreeShipping > 0
    ? { id: 'basket.shipping.toFree', missing: totals.toFreeShipping }
    : { id: 'basket.shipping.isFree' };
};
