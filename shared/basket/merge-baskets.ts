import type { Basket, BasketContext, BasketOutcome } from './basket';
import { addToLines, applyBasketRules } from './basket-rules';

/**
 * At sign-in the guest's basket joins the account's: the account's lines first, the
 * guest's quantities added to the same product's line or appended, then every rule re-applied for
 * the signed-in role (so quantities stay within stock and line limits, and a guest product of the
 * other billing period is the one removed). The guest's discount code, entered last, wins.
 */
export const mergeBaskets = (guest: Basket, account: Basket, context: BasketContext): BasketOutcome => {
  const lines = guest.lines.reduce(
    (merged, line) => addToLines(merged, line.productId, line.quantity),
    account.lines,
  );
  const discountCode = guest.discountCode ?? account.discountCode;
  return applyBasketRules(discountCode === undefined ? { lines } : { lines, discountCode }, context);
};
