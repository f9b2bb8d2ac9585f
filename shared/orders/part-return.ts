import { stockIdOf } from '../device-as-a-service/device-service-product';
import type { FieldError } from '../errors';
import { fieldMessages } from '../validation';

// A return of some of an order's units (operations take back part of a delivered order): which units
// may still come back, what a return asks that does not fit, the counted stock it gives back and the
// invoice lines' quantities after it. The whole order's return stays the transition table's `return`.

/** Units of one product of the order, by its line's product id. */
export interface ReturnedUnits {
  productId: string;
  quantity: number;
}

/** A return as the order keeps it: its id (`return-<n>`, the n-th), when, and the units. */
export interface PartReturn {
  id: string;
  at: string;
  lines: ReturnedUnits[];
}

/** An order line as a return reads it (order-view.ts's `OrderLine` has these). */
interface BoughtLine {
  productId: string;
  quantity: number;
  total: { gross: number };
}

interface Returnable {
  lines: readonly Pick<BoughtLine, 'productId' | 'quantity'>[];
  returns?: readonly PartReturn[];
}

/** How many units of each line may still come back: bought, less every return so far. */
export const returnableOf = (order: Returnable): Map<string, number> => {
  const left = new Map(order.lines.map((line) => [line.productId, line.quantity]));
  for (const { lines } of order.returns ?? [])
    for (const { productId, quantity } of lines) left.set(productId, (left.get(productId) ?? 0) - quantity);
  return left;
};

/**
 * What a return asks that does not fit the order, as field errors (`lines.<i>.productId`: no such line;
 * `lines.<i>.quantity`: more than may still come back). Empty when it fits.
 */
export const partReturnErrors = (order: Returnable, lines: readonly ReturnedUnits[]): FieldError[] => {
  const left = returnableOf(order);
  return lines.flatMap(({ productId, quantity }, at): FieldError[] => {
    const returnable = left.get(productId);
    if (returnable === undefined)
      return [{ path: `lines.${at}.productId`, message: fieldMessages.invalidValue }];
    return quantity > returnable
      ? [{ path: `lines.${at}.quantity`, message: fieldMessages.invalidValue }]
      : [];
  });
};

/** The next return's id: `return-1`, `return-2`, … (so its refund and correction are one per return). */
export const nextReturnId = (order: Returnable): string => `return-${(order.returns?.length ?? 0) + 1}`;

/**
 * The counted stock a return gives back: per stock (a device and its service share the device's), the
 * units returned, never more than placement took of it.
 */
export const stockBackOfReturn = (
  taken: readonly { productId: string; units: number }[],
  lines: readonly ReturnedUnits[],
): { productId: string; units: number }[] => {
  const back = new Map<string, number>();
  for (const { productId, quantity } of lines) {
    const stockId = stockIdOf(productId);
    const tookUnits = taken.find((units) => units.productId === stockId)?.units ?? 0;
    back.set(stockId, Math.min(tookUnits, (back.get(stockId) ?? 0) + quantity));
  }
  return [...back].filter(([, units]) => units > 0).map(([productId, units]) => ({ productId, units }));
};

/**
 * The counted units placement took that no part return has given back yet: what the order's whole
 * return or cancellation gives back, so no unit comes back twice.
 */
export const stockStillOut = (
  taken: readonly { productId: string; units: number }[],
  returns: readonly PartReturn[],
): { productId: string; units: number }[] => {
  const back = stockBackOfReturn(
    taken,
    returns.flatMap(({ lines }) => lines),
  );
  return taken
    .map(({ productId, units }) => ({
      productId,
      units: units - (back.find((returned) => returned.productId === productId)?.units ?? 0),
    }))
    .filter(({ units }) => units > 0);
};

/** The quantity each of the order's lines keeps after its returns, by the line's position. */
export const quantitiesAfterReturns = (order: Returnable): { line: number; quantity: number }[] => {
  const left = returnableOf(order);
  return order.lines.map((line, at) => ({ line: at, quantity: left.get(line.productId) ?? line.quantity }));
};

/** The returns up to and including `returnId`: what the order's lines keep once it is taken back. */
export const returnsUpTo = (returns: readonly PartReturn[], returnId: string): PartReturn[] => {
  const at = returns.findIndex((partReturn) => partReturn.id === returnId);
  return at < 0 ? [] : returns.slice(0, at + 1);
};

/**
 * What the units returned cost, gross, in the order's minor units: each line's total scaled to the
 * units (rounded half away from zero); what is refunded when the order has no invoice to correct.
 */
export const returnedGrossOf = (lines: readonly BoughtLine[], returned: readonly ReturnedUnits[]): number =>
  returned.reduce((sum, { productId, quantity }) => {
    const line = lines.find((candidate) => candidate.productId === productId);
    return line ? sum + Math.round((line.total.gross * quantity) / line.quantity) : sum;
  }, 0);
