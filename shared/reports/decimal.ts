// Money in the exports: integer minor units written as decimals from the integer's own digits (never
// through a float), with a dot or, for Polish spreadsheets, a comma.

export type DecimalSeparator = '.' | ',';

/** `-1234` → `-12.34` (or `-12,34`): two decimals, as every currency of the shop has. */
export const decimalOf = (minor: number, separator: DecimalSeparator = '.'): string => {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an amount in minor units: ${minor}`);
  const digits = Math.abs(minor).toString().padStart(3, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -2)}${separator}${digits.slice(-2)}`;
};

/** A decimal string (an exchange rate, `4.3012`) with the chosen separator. */
export const withSeparator = (decimal: string, separator: DecimalSeparator): string =>
  separator === '.' ? decimal : decimal.replace('.', ',');

/**
 * Minor units times a decimal rate (`4.3012`, PLN per unit), rounded half away from zero, in integer
 * arithmetic: the PLN grosze of an amount in another currency.
 */
export const timesRate = (minor: number, rate: string): number => {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!match) throw new RangeError(`not a decimal rate: ${rate}`);
  const fraction = match[2] ?? '';
  const scale = 10n ** BigInt(fraction.length);
  const product = BigInt(Math.abs(minor)) * BigInt(`${match[1]}${fraction}`);
  const rounded = Number((product * 2n + scale) / (scale * 2n));
  return minor < 0 ? -rounded : rounded;
};
