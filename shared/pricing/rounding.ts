/**
 * `numerator / denominator` rounded half away from zero, in exact integer arithmetic (the shop's one
 * rounding rule for money). `denominator` must be positive.
 */
export const divideRounded = (numerator: bigint, denominator: bigint): bigint => {
  const magnitude = ((numerator < 0n ? -numerator : numerator) * 2n + denominator) / (denominator * 2n);
  return numerator < 0n ? -magnitude : magnitude;
};
