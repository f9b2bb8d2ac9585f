import type { DiscountCode } from '#shared/basket/discount-codes';
import { isOrderable } from '#shared/catalogue/availability-states';
import { demoProducts } from './products';
import { hashOf } from './random';

// The basket's demo data: counted stock for the hardware that can be ordered, and
// discount codes showing each answer of the discount-code field. Named in docs/demo.md.

/** The demo laptop whose stock is exactly 10 units (the concurrent-checkout case: 100 guests, 10 orders). */
export const demoStockLaptopId = 'thinkpad-t14-gen-5-16gb-512gb-1a';

/** Orderable hardware gets 3–8 units (from a hash of its id), the demo laptop 10. */
export const demoStock = demoProducts
  .filter((product) => product.kind === 'hardware' && isOrderable(product.availability.state))
  .map((product) => ({
    productId: product.id,
    units: product.id === demoStockLaptopId ? 10 : 3 + (hashOf(product.id) % 6),
  }));

const laptopIds = demoProducts
  .filter((product) => product.kind === 'hardware' && product.hardwareType === 'laptop')
  .map((product) => product.id);

const serverIds = demoProducts.filter((product) => product.id.startsWith('windows-server')).map((p) => p.id);

const code = (
  overrides: Partial<DiscountCode> & Pick<DiscountCode, 'code' | 'productIds'>,
): DiscountCode => ({
  off: { kind: 'percent', basisPoints: 1000 },
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: '2036-01-01T00:00:00.000Z',
  uses: 0,
  ...overrides,
});

export const demoDiscountCodes: DiscountCode[] = [
  /** Valid: 10 % off every laptop. */
  code({ code: 'LAPTOP10', productIds: laptopIds }),
  /** Expired at the start of 2026: `discount_code_not_active`. */
  code({
    code: 'LATO2025',
    productIds: laptopIds,
    validFrom: '2025-06-01T00:00:00.000Z',
    validUntil: '2026-01-01T00:00:00.000Z',
  }),
  /** Its 100 uses are spent: `discount_code_used_up`. */
  code({ code: 'START100', productIds: laptopIds, maxUses: 100, uses: 100 }),
  /** Valid, 15 % off Windows Server only: a usual basket answers `discount_code_no_promotion_products`. */
  code({ code: 'SERWER15', productIds: serverIds, off: { kind: 'percent', basisPoints: 1500 } }),
];
