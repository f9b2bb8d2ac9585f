import type { BillingPeriod, Product, ProductKind } from './product';

// Basket rules of spec sections 4, 6 and 8 that depend on the product alone.

/**
 * Kinds only a signed-in customer may buy: Microsoft subscriptions, Open licences and IT services.
 * Device-as-a-service counts as an IT service (spec section 9 lists its terms under "IT service").
 */
const signInKinds: ReadonlySet<ProductKind> = new Set([
  'm365-subscription',
  'open-licence',
  'it-service',
  'device-as-a-service',
]);

/** Whether products of this kind need a signed-in buyer (the checkout's account step reads the basket's kinds). */
export const kindRequiresSignIn = (kind: ProductKind): boolean => signInKinds.has(kind);

export const requiresSignIn = (product: Product): boolean => kindRequiresSignIn(product.kind);

/** The billing period of a subscription; `null` for a product without one. */
export const billingPeriod = (product: Product): BillingPeriod | null =>
  product.kind === 'm365-subscription' ? product.billing : null;

/** Monthly and annual licences cannot be mixed in one basket (spec section 4). */
export const mixesBillingPeriods = (products: readonly Product[]): boolean =>
  new Set(products.map(billingPeriod).filter((period) => period !== null)).size > 1;
