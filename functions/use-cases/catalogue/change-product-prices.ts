import { figuresChanged } from '#events/contracts/figures-changed';
import type { Product } from '#shared/catalogue/product';
import { pricesAudited } from '#shared/catalogue/product-price-edits';
import type { ProductPrices } from '#shared/pricing/price-list';
import { type AuditActor, auditChanges } from '#shared/staff-audit';
import type { pricesChange } from '../../lib/table/catalogue';
import { outboxItem } from '../../lib/table/outbox';
import type { auditRecorded } from '../../lib/table/staff-audit';
import type { TablePorts } from '../table-ports';
import { changeProductField } from './change-product-field';

/** Changing a product's prices: a consistent read of the product, the update's item and its record. */
export interface PriceChangePorts extends TablePorts {
  readProduct: (id: string) => Promise<Product | undefined>;
  pricesChange: typeof pricesChange;
  auditRecorded: typeof auditRecorded;
}

/**
 * Gives a product new net prices (spec section 3: per-currency price lists). Input: the product, its
 * prices and who changes them. Output: the prices before and after. Course (`changeProductField`):
 * read the product; the same prices change nothing; else update them, on the condition that they are
 * still the ones read, with `catalogue.figures-changed` (`repriced`) and the record of each amount that
 * moved (`pricesChanged`, the product's history) in one transaction: listings and its pages follow
 * within seconds, the basket and checkout at once (they price from the table). Fails with
 * `product_not_found`.
 */
export const changeProductPrices = (
  { readProduct, pricesChange, auditRecorded, commit, clock }: PriceChangePorts,
  { productId, prices }: { productId: string; prices: ProductPrices },
  actor: AuditActor,
) =>
  changeProductField(
    { readProduct, commit },
    {
      productId,
      field: 'prices',
      after: prices,
      item: (before) => pricesChange(productId, before, prices),
      event: () => outboxItem(figuresChanged, { productId, change: 'repriced' }, { now: clock() }),
      record: (before) =>
        auditRecorded(
          { kind: 'product', id: productId },
          {
            at: clock().toISOString(),
            action: 'pricesChanged',
            actor,
            changes: auditChanges(pricesAudited(before), pricesAudited(prices)),
          },
        ),
    },
  );
