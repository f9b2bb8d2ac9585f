import * as z from 'zod/mini';

// A device value the shopper types into the calculator (to see a fee without picking a catalogue
// device): an amount in major units with at most two decimals, a comma or a dot, spaces between
// thousands allowed ("4 500,50").

/** The most a typed device may be worth: 10 million in major units. */
export const maxDeviceValue = 1_000_000_000;

/** A device value in minor units: whole, above zero, at most `maxDeviceValue`. */
const deviceValueSchema = z.int().check(z.positive(), z.lte(maxDeviceValue));

const amountPattern = /^(\d{1,10})(?:[.,](\d{1,2}))?$/;

/** The typed text in minor units, or undefined when it is no amount the calculator takes. */
export const deviceValueOf = (text: string): number | undefined => {
  const match = amountPattern.exec(text.replace(/[\s\u00a0]/g, ''));
  if (!match) return undefined;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  const parsed = deviceValueSchema.safeParse(minor);
  return parsed.success ? parsed.data : undefined;
};
