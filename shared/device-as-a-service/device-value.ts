import * as z from 'zod/mini';
import { minorUnitsOfTyped } from '../pricing/typed-amount';

// A device value the shopper types into the calculator (to see a fee without picking a catalogue
// device): an amount typed as `../pricing/typed-amount.ts` reads it ("4 500,50").

/** The most a typed device may be worth: 10 million in major units. */
export const maxDeviceValue = 1_000_000_000;

/** A device value in minor units: whole, above zero, at most `maxDeviceValue`. */
const deviceValueSchema = /* @__PURE__ */ z.lazy(() => z.int().check(z.positive(), z.lte(maxDeviceValue)));

/** The typed text in minor units, or undefined when it is no amount the calculator takes. */
export const deviceValueOf = (text: string): number | undefined => {
  const parsed = deviceValueSchema.safeParse(minorUnitsOfTyped(text));
  return parsed.success ? parsed.data : undefined;
};
