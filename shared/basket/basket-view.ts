import type { BillingPeriod, ProductKind } from '../catalogue/product';
import type { ImageView } from '../catalogue/product-images';
import type { ErrorCode } from '../errors';
import type { Currency } from '../locale';
import type { PriceLine } from '../pricing/price-list';
import type { LineVat } from '../pricing/vat-treatment';
import type { BasketConsents } from './basket-route-bodies';
import type { BasketVat, Buyer } from './buyer-vat';
import type { ShippingMethod } from './shipping';

// The basket as every basket route of the orders API answers it, priced on the
// server (functions/use-cases/basket/basket-view.ts); the site shows it as it is.

export interface BasketLineView extends PriceLine {
  productId: string;
  name: string;
  /** The product's first picture, alt text in the shopper's language. */
  image?: ImageView;
  kind: ProductKind;
  billing?: BillingPeriod;
  quantity: number;
  /** The most this line may hold: the counted stock, at most `maxLineQuantity`. */
  maxQuantity: number;
  unitNet: number;
  unitGross: number;
  /** The line's VAT case and rate by the rule table (shared/pricing/vat-treatment.ts). */
  vatTreatment: LineVat;
  /** The applied discount code takes its amount off this line. */
  promotional: boolean;
  /** Delivered on demand: the order waits for staff to confirm the availability before it is paid. */
  onDemand?: true;
  /**
   * A subscription with an introductory first month: `unitNet` is the first month's, this the unit net
   * from the second month on. A first month of 0 is a free trial (payment method 7).
   */
  afterFirstMonthNet?: number;
}

/** A basket message of spec section 8, once per product it names. */
export interface BasketMessageView {
  code: ErrorCode;
  productId?: string;
}

export interface BasketView {
  lines: BasketLineView[];
  currency: Currency;
  /** The goods after the discount, the discount itself and each shipping method the basket may take. */
  totals: PriceLine & {
    discount: PriceLine;
    toFreeShipping: number;
    shipping: (PriceLine & { method: ShippingMethod })[];
  };
  discount: { code: string } | null;
  consents: BasketConsents;
  messages: BasketMessageView[];
  /**
   * Which VAT applies: the country's rate, the reverse charge (note) or a VAT id VIES did not confirm.
   * The orders API always answers it; optional so baskets made before it (the site's samples) still fit.
   */
  vat?: BasketVat;
  /** The facts the lines' VAT follows (country, kind, VAT id confirmed); the order keeps them for renewals. */
  vatBuyer: Buyer;
  /** The VAT case and rate of the delivery, when the basket ships (the rate of what it delivers). */
  shippingVat?: LineVat;
  /** The legal notes of the lines' VAT cases (message keys, each once): reverse charge, WDT, export … */
  vatNotes: string[];
  /** Units in the basket (the header's count). */
  count: number;
  /** A hash of the lines, quantities, prices, currency and VAT treatment: placement sends it back to detect a stale basket. */
  version: string;
}
