/**
 * `numerator / denominator` rounded half away from zero, in exact integer arithmetic (the shop's one
 * rounding rule for money). `denominator` must be positive.
 */
export const divideRounded = (numerator: bigint, denominator: bigint): bigint => {
  const magnitude = ((numerator < 0n ? -numerator : numerator) * 2n + denominator) / (denominator * 2n);
  return numerator < 0n ? -magnitude : magnitude;
};

/** Basis points in a whole: 10,000 = 100 %. */
export const basisPointsWhole = 10_000n;

/**
 * `basisPoints` of `amount` (integer minor units; 2300 = 23 %): VAT, a discount, a partner's
 * discount, a leasing payment, rounded half away from zero by `divideRounded`.
 */
export const shareOf = (amount: number, basisPoints: number): number =>
  Number(divideRounded(BigInt(amount) * BigInt(basisPoints), basisPointsWhole));
