import type { Product } from '../catalogue/product';
import type { ErrorCode } from '../errors';
import type { Role } from '../identity/roles';

// The basket of spec section 3: lines of product and quantity, and the discount code. Prices are
// never part of it: they are computed from the catalogue each time (basket-totals.ts).

/** Spec section 4: a basket holds at most 50 lines. */
export const maxBasketLines = 50;

/**
 * Our limit on one line's quantity (the spec shows none): larger orders go through sales. 999 seats
 * covers any licence order the shop sells online.
 */
export const maxLineQuantity = 999;

export interface BasketLine {
  productId: string;
  /** A whole number from 1 to `maxLineQuantity`. */
  quantity: number;
}

export interface Basket {
  /** In the order the products were first added. */
  lines: BasketLine[];
  discountCode?: string;
}

/** What the rules need to know besides the basket: who buys, and the catalogue's current data. */
export interface BasketContext {
  role: Role;
  /** The product as the catalogue has it now; `undefined` when it no longer exists. */
  productOf: (productId: string) => Product | undefined;
  /** Units that may be ordered now; `undefined` when the product's stock is not counted (licences, services). */
  stockOf: (productId: string) => number | undefined;
}

/** The basket outcomes of spec section 8 that a rule reports. */
export type BasketMessageCode = Extract<
  ErrorCode,
  | 'product_not_found'
  | 'basket_quantity_update_failed'
  | 'basket_remove_failed'
  | 'licence_types_mixed'
  | 'sign_in_required_for_product'
  | 'inactive_products_removed'
  | 'stock_limit_exceeded'
  | 'basket_line_quantity_limit'
  | 'basket_line_limit'
>;

/** A message to show, naming the products it concerns. */
export interface BasketMessage {
  code: BasketMessageCode;
  productIds: string[];
}

export interface BasketOutcome {
  basket: Basket;
  messages: BasketMessage[];
}
