import * as z from 'zod/mini';
import { type Currency, currencies } from '../locale';
import { divideRounded, shareOf } from '../pricing/rounding';

// Discount codes of spec sections 3, 5 and 8: a code must exist (valid), be within its dates
// (active), have uses left (not used up) and apply to a promotional product in the basket. It takes
// its amount off the promotional lines only.

const minorUnits = () => z.int().check(z.nonnegative());

/** A discount code as the table stores it and the rules read it. */
export const discountCodeSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    /** Upper case, as `applyDiscountCodeSchema` leaves it. */
    code: z.string(),
    /** A percentage in basis points (1000 = 10 %), or an amount per currency in minor units. */
    off: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('percent'), basisPoints: z.int().check(z.gte(0), z.lte(10_000)) }),
      z.object({ kind: z.literal('amount'), amounts: z.partialRecord(z.enum(currencies), minorUnits()) }),
    ]),
    /** ISO date-times: active from `validFrom` (inclusive) until `validUntil` (exclusive). */
    validFrom: z.iso.datetime(),
    validUntil: z.iso.datetime(),
    /** How many orders may use the code; none for unlimited. */
    maxUses: z.optional(minorUnits()),
    uses: minorUnits(),
    /** The promotional products the code applies to. */
    productIds: z.array(z.string()),
  }),
);
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export type DiscountRefusal =
  | 'discount_code_not_valid'
  | 'discount_code_not_active'
  | 'discount_code_used_up'
  | 'discount_code_no_promotion_products';

export interface DiscountCheck {
  currency: Currency;
  /** The products in the basket. */
  productIds: readonly string[];
  /** ISO date-time of the check. */
  now: string;
}

/**
 * Why a code cannot be used on this basket, or `null` when it can. An unknown code, or an amount code
 * with no amount in the basket's currency, is not valid; one outside its dates is not active; one
 * within them whose limited uses are all spent is used up.
 */
export const discountRefusal = (
  code: DiscountCode | undefined,
  check: DiscountCheck,
): DiscountRefusal | null => {
  if (!code || (code.off.kind === 'amount' && code.off.amounts[check.currency] === undefined)) {
    return 'discount_code_not_valid';
  }
  const now = Date.parse(check.now);
  if (now < Date.parse(code.validFrom) || now >= Date.parse(code.validUntil))
    return 'discount_code_not_active';
  if (code.maxUses !== undefined && code.uses >= code.maxUses) return 'discount_code_used_up';
  if (!check.productIds.some((id) => code.productIds.includes(id)))
    return 'discount_code_no_promotion_products';
  return null;
};

/**
 * The amount each line gets off, in the order of `lines`: zero on a line that is not promotional.
 * A percentage is rounded per line (half away from zero). A fixed amount, capped at the promotional
 * lines' value, is spread over them in proportion to their value by cumulative rounding, so the
 * shares add up to it exactly and none exceeds its line.
 */
export const discountShares = (
  code: DiscountCode,
  currency: Currency,
  lines: readonly { productId: string; amount: number }[],
): number[] => {
  const promotional = lines.map((line) => (code.productIds.includes(line.productId) ? line.amount : 0));
  const { off } = code;
  if (off.kind === 'percent') {
    return promotional.map((amount) => shareOf(amount, off.basisPoints));
  }
  const value = promotional.reduce((sum, amount) => sum + amount, 0);
  if (value === 0) return promotional;
  const total = BigInt(Math.min(off.amounts[currency] ?? 0, value));
  let before = 0;
  let given = 0n;
  return promotional.map((amount) => {
    before += amount;
    const upToHere = divideRounded(total * BigInt(before), BigInt(value));
    const share = upToHere - given;
    given = upToHere;
    return Number(share);
  });
};
