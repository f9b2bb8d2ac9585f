import { mayGoInBasket } from '../catalogue/availability-states';
import { billingPeriod } from '../catalogue/product-rules';
import { stockIdOf } from '../device-as-a-service/device-service-product';
import { mayBuy } from '../identity/roles';
import {
  type Basket,
  type BasketContext,
  type BasketLine,
  type BasketMessageCode,
  type BasketOutcome,
  maxBasketLines,
  maxLineQuantity,
} from './basket';

// The basket rules of spec sections 4, 6 and 8, applied after every change: each rule removes or
// caps the lines that break it and reports them. A rule keeps earlier lines over later ones, so the
// product just added is the one removed when it does not fit.

interface RuleResult {
  lines: BasketLine[];
  /** The products the rule removed or whose quantity it lowered. */
  productIds: string[];
}
type Rule = (lines: readonly BasketLine[], context: BasketContext) => RuleResult;

const keepWhere = (lines: readonly BasketLine[], keep: (line: BasketLine) => boolean): RuleResult => ({
  lines: lines.filter(keep),
  productIds: lines.filter((line) => !keep(line)).map((line) => line.productId),
});

/** Caps each line at `capOf` of it, asked once per line in the basket's order. */
const capEach = (lines: readonly BasketLine[], capOf: (line: BasketLine) => number): RuleResult => {
  const caps = lines.map(capOf);
  const capped = lines.map((line, i) => ({ ...line, quantity: Math.min(line.quantity, caps[i] ?? 0) }));
  return {
    lines: capped.filter((line) => line.quantity > 0),
    productIds: lines.filter((line, i) => line.quantity > (caps[i] ?? 0)).map((line) => line.productId),
  };
};

/** Products gone from the catalogue or in a state that cannot be ordered (not even on demand) are removed. */
const activeOnly: Rule = (lines, { productOf }) =>
  keepWhere(lines, (line) => {
    const product = productOf(line.productId);
    return product !== undefined && mayGoInBasket(product.availability.state);
  });

/** A guest cannot buy Microsoft subscriptions, Open licences or IT services (`mayBuy`). */
const buyableByRole: Rule = (lines, { productOf, role }) =>
  keepWhere(lines, (line) => {
    const product = productOf(line.productId);
    return product !== undefined && mayBuy(role, product);
  });

/** Monthly and annual licences are never mixed: the first line's period stays. */
const oneBillingPeriod: Rule = (lines, { productOf }) => {
  const periodOf = (line: BasketLine) => {
    const product = productOf(line.productId);
    return product ? billingPeriod(product) : null;
  };
  const first = lines.map(periodOf).find((period) => period !== null);
  return keepWhere(lines, (line) => [null, first].includes(periodOf(line)));
};

/**
 * A counted stock caps the quantity; a line with no stock left is removed. A device and its service
 * share the device's units (`stockIdOf`), the earlier line taking them first.
 */
const withinStock: Rule = (lines, { stockOf }) => {
  const taken = new Map<string, number>();
  return capEach(lines, (line) => {
    const stockId = stockIdOf(line.productId);
    const left = Math.max(0, (stockOf(stockId) ?? Number.POSITIVE_INFINITY) - (taken.get(stockId) ?? 0));
    taken.set(stockId, (taken.get(stockId) ?? 0) + Math.min(line.quantity, left));
    return left;
  });
};

const withinLineQuantity: Rule = (lines) => capEach(lines, () => maxLineQuantity);

const withinLineCount: Rule = (lines) => ({
  lines: lines.slice(0, maxBasketLines),
  productIds: lines.slice(maxBasketLines).map((line) => line.productId),
});

const rules: readonly [BasketMessageCode, Rule][] = [
  ['inactive_products_removed', activeOnly],
  ['sign_in_required_for_product', buyableByRole],
  ['licence_types_mixed', oneBillingPeriod],
  ['stock_limit_exceeded', withinStock],
  ['basket_line_quantity_limit', withinLineQuantity],
  ['basket_line_limit', withinLineCount],
];

/** The basket with every rule applied, and one message per rule that changed it. */
export const applyBasketRules = (basket: Basket, context: BasketContext): BasketOutcome =>
  rules.reduce<BasketOutcome>(
    (outcome, [code, rule]) => {
      const { lines, productIds } = rule(outcome.basket.lines, context);
      return {
        basket: { ...outcome.basket, lines },
        messages: productIds.length ? [...outcome.messages, { code, productIds }] : outcome.messages,
      };
    },
    { basket, messages: [] },
  );

export type BasketAction =
  | { type: 'add'; productId: string; quantity: number }
  | { type: 'setQuantity'; productId: string; quantity: number }
  | { type: 'remove'; productId: string };

/** Adds `quantity` of a product to its line, appending the line when the basket has none. */
export const addToLines = (
  lines: readonly BasketLine[],
  productId: string,
  quantity: number,
): BasketLine[] =>
  lines.some((line) => line.productId === productId)
    ? lines.map((line) =>
        line.productId === productId ? { ...line, quantity: line.quantity + quantity } : line,
      )
    : [...lines, { productId, quantity }];

const changedLines = (lines: readonly BasketLine[], action: BasketAction): BasketLine[] => {
  switch (action.type) {
    case 'add':
      return addToLines(lines, action.productId, action.quantity);
    case 'setQuantity':
      return lines.map((line) =>
        line.productId === action.productId ? { ...line, quantity: action.quantity } : line,
      );
    case 'remove':
      return lines.filter((line) => line.productId !== action.productId);
  }
};

/** Why an action cannot even start: an unknown product, or a line the basket does not hold. */
const refusalOf = (
  basket: Basket,
  action: BasketAction,
  context: BasketContext,
): BasketMessageCode | null => {
  const held = basket.lines.some((line) => line.productId === action.productId);
  if (action.type === 'add') return context.productOf(action.productId) ? null : 'product_not_found';
  if (held) return null;
  return action.type === 'remove' ? 'basket_remove_failed' : 'basket_quantity_update_failed';
};

/**
 * Input: the basket, an action with a valid quantity (`basket-requests.ts`), the context.
 * Output: the new basket and the messages to show. A refused action leaves the basket as it was.
 */
export const applyBasketAction = (
  basket: Basket,
  action: BasketAction,
  context: BasketContext,
): BasketOutcome => {
  const refusal = refusalOf(basket, action, context);
  if (refusal) return { basket, messages: [{ code: refusal, productIds: [action.productId] }] };
  return applyBasketRules({ ...basket, lines: changedLines(basket.lines, action) }, context);
};

/** Spec section 8: an order needs at least one product. */
export const orderRefusal = (basket: Basket): 'basket_empty' | null =>
  basket.lines.length === 0 ? 'basket_empty' : null;
