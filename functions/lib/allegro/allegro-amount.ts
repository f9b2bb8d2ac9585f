import type { Price } from './allegro-contract';
import type { AllegroMoney } from './port';

// Allegro writes amounts as decimal strings ("123.45", "19.9", "25"); the shop keeps integers in minor
// units. Both ways are exact: digits are read as integers, never through floating point.

/** `"123.45"` → 12345; a RangeError for anything but digits with at most two decimals. */
export const minorUnitsOf = (amount: string): number => {
  const parts = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!parts?.[1]) throw new RangeError(`not an Allegro amount: ${JSON.stringify(amount)}`);
  const units = BigInt(parts[1]) * 100n + BigInt((parts[2] ?? '').padEnd(2, '0'));
  if (units > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`amount too large: ${amount}`);
  return Number(units);
};

/** 12345 → `"123.45"`, as Allegro writes a price. */
export const amountOf = (minorUnits: number): string => {
  if (!Number.isSafeInteger(minorUnits) || minorUnits < 0)
    throw new RangeError(`not an amount in minor units: ${minorUnits}`);
  const cents = minorUnits % 100;
  return `${(minorUnits - cents) / 100}.${String(cents).padStart(2, '0')}`;
};

/** An Allegro price as the shop's money. */
export const moneyOf = (price: Price): AllegroMoney => ({
  amount: minorUnitsOf(price.amount),
  currency: price.currency,
});
