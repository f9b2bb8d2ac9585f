/** A rate in basis points (890 = 8.9 %) as a percentage in the page's language: `8,9%`, `8.9%`. */
export const percentOf = (bp: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
