/**
 * A rate or share in basis points (890 = 8.9 %) as a percentage in the page's language, `8,9%` or
 * `8.9%`: the financing terms, the partner's discounts.
 */
export const percentOf = (bp: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
