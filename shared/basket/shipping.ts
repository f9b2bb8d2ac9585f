import type { Product } from '../catalogue/product';
import type { ProductPrices } from '../pricing/price-list';

// Shipping methods (spec sections 3 and 9). Goods that ship go by courier or to a parcel locker;
// a basket of licences and services only is delivered electronically, free.

export const shippingMethods = ['courier', 'parcel-locker', 'electronic'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];

/** Hardware and the device-as-a-service device travel as parcels; licences and services do not. */
export const shipsPhysically = (product: Product): boolean =>
  product.kind === 'hardware' || product.kind === 'device-as-a-service';

/** The methods a basket of these products may choose from. */
export const shippingMethodsFor = (products: readonly Product[]): ShippingMethod[] =>
  products.some(shipsPhysically) ? ['courier', 'parcel-locker'] : ['electronic'];

/**
 * Net prices per method, as a product's are kept: PLN, other currencies derived at the day's rate
 * (`priceListFor`). Our values (the spec shows none): courier 19.99 zł and parcel locker 14.99 zł
 * gross at 23 %. Free from the currency's `freeShippingGross` (basket-totals.ts).
 */
export const shippingPrices: Record<ShippingMethod, ProductPrices> = {
  courier: { PLN: { price: 1625 } },
  'parcel-locker': { PLN: { price: 1219 } },
  electronic: { PLN: { price: 0 } },
};

/**
 * Where the goods of an order go, for their VAT (shared/pricing/vat-treatment.ts): the contact
 * address's country by courier, Poland by parcel locker (the operator's lockers are in Poland), none
 * for an electronic delivery. The checkout sends it on the basket read (`deliveryCountry`) and
 * placement derives it from its input the same way, so both price the goods alike.
 */
export const deliveryCountryOf = (method: ShippingMethod, contactCountry: string): string | undefined =>
  ({ courier: contactCountry, 'parcel-locker': 'PL', electronic: undefined })[method];
