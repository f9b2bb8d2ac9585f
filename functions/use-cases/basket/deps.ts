import { basketItems, readBasket } from '../../lib/table/baskets';
import { getDiscountCode } from '../../lib/table/discount-codes';
import { productsWithStock } from '../../lib/table/stock';
import { type TablePorts, tablePorts } from '../table-ports';

/** The ports of the basket use cases: the basket's read and items, the catalogue and stock, the codes. */
export interface BasketPorts extends TablePorts {
  readBasket: typeof readBasket;
  basketItems: typeof basketItems;
  productsWithStock: typeof productsWithStock;
  getDiscountCode: typeof getDiscountCode;
}

export const deps = (): BasketPorts => ({
  ...tablePorts(),
  readBasket,
  basketItems,
  productsWithStock,
  getDiscountCode,
});
