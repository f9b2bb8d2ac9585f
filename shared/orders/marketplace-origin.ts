// An order that came from a marketplace (spec section 3, payment method 8) keeps where it came from:
// the staff see it in the back office, and its shipment is reported back to the marketplace.

export const marketplaces = ['allegro'] as const;
export type Marketplace = (typeof marketplaces)[number];

/** Units of a product's counted stock. */
export interface ProductUnits {
  productId: string;
  units: number;
}

export interface MarketplaceOrigin {
  marketplace: Marketplace;
  /** The marketplace's id of the order (Allegro's checkout form id). */
  orderId: string;
  /** The buyer's login there, as the staff search for it. */
  buyerLogin: string;
  /** The marketplace's id of each order line, in the order's line order (a shipment names them). */
  lineIds: string[];
  /**
   * Units the counted stock did not hold when the order arrived (sold meanwhile in the shop): the
   * order is kept, never refused, and flagged for the staff, who get the goods or cancel it.
   */
  stockShortfall?: ProductUnits[];
}
