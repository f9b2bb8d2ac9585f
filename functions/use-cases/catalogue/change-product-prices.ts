import { figuresChanged } from '#events/contracts/figures-changed';
import type { ProductPrices } from '#shared/pricing/price-list';
import { outboxItem } from '../../lib/table/outbox';
import { changeProductField } from './change-product-field';
import type { PriceChangePorts } from './deps';

/**
 * Gives a product new net prices (spec section 3: per-currency price lists). Input: the product and its
 * prices. Output: the prices before and after. Course (`changeProductField`): read the product; the
 * same prices change nothing; else update them, on the condition that they are still the ones read,
 * with `catalogue.figures-changed` (`repriced`) in one transaction: listings and its pages follow within
 * seconds, the basket and checkout at once (they price from the table). Fails with `product_not_found`.
 */
export const changeProductPrices = (
  { readProduct, pricesChange, commit, clock }: PriceChangePorts,
  { productId, prices }: { productId: string; prices: ProductPrices },
) =>
  changeProductField(
    { readProduct, commit },
    {
      productId,
      field: 'prices',
      after: prices,
      item: (before) => pricesChange(productId, before, prices),
      event: () => outboxItem(figuresChanged, { productId, change: 'repriced' }, { now: clock() }),
    },
  );
