import { getProduct, pricesChange } from '../../lib/table/catalogue';
import { auditRecorded } from '../../lib/table/staff-audit';
import { tablePorts } from '../table-ports';
import type { PriceChangePorts } from './change-product-prices';

// Apart from the publishing's ports (`deps.ts`): the content function changes prices, and carries
// neither the publishing nor the page rendering.

/** Content staff's price changes: the product read consistently, the guarded update, its record. */
export const priceDeps = (): PriceChangePorts => ({
  ...tablePorts(),
  readProduct: (id) => getProduct(id, { consistent: true }),
  pricesChange,
  auditRecorded,
});
