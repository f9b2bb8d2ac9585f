import { basketItems, readBasket } from '../../lib/table/baskets';
import { clientDiscountGuesses, keepClientDiscountGuesses } from '../../lib/table/client-discount-guesses';
import { getClientProfile } from '../../lib/table/client-profiles';
import { getDiscountCode } from '../../lib/table/discount-codes';
import { productsWithStock } from '../../lib/table/stock';
import { cachedVatCheck, cacheVatCheck } from '../../lib/table/vat-checks';
import { vatNumberChecker } from '../../lib/vies/vies';
import { type TablePorts, tablePorts } from '../table-ports';
import type { VatPorts } from './buyer-vat-terms';
import { withDeviceServices } from './with-device-services';

/**
 * The ports of the basket use cases: the basket's read and items, the catalogue and stock, the codes,
 * and the VAT terms' (VIES, its cache, a customer's default invoice data).
 */
export interface BasketPorts extends TablePorts, VatPorts {
  readBasket: typeof readBasket;
  basketItems: typeof basketItems;
  productsWithStock: typeof productsWithStock;
  getDiscountCode: typeof getDiscountCode;
  clientDiscountGuesses: typeof clientDiscountGuesses;
  keepClientDiscountGuesses: typeof keepClientDiscountGuesses;
}

export const deps = (): BasketPorts => {
  const table = tablePorts();
  return {
    ...table,
    readBasket,
    basketItems,
    // Devices as a service are derived from the catalogue's devices on this read (placement's too).
    productsWithStock: withDeviceServices(productsWithStock, table.clock),
    getDiscountCode,
    clientDiscountGuesses,
    keepClientDiscountGuesses,
    vies: vatNumberChecker(),
    cachedVatCheck,
    cacheVatCheck,
    defaultInvoiceData: async (sub) => (await getClientProfile(sub))?.invoiceData ?? null,
  };
};
