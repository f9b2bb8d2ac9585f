import type { BasketView } from '#shared/basket/basket-view';
import { discountRefusal } from '#shared/basket/discount-codes';
import { fail, type Result } from '../result';
import type { BasketBuyer } from './basket-buyer';
import type { BasketPorts } from './deps';
import { discountGuessWindowMs, guessingRetryAfterSeconds, withWrongGuess } from './discount-guesses';

/** The refusals that count as a wrong guess. */
const wrongGuesses = new Set<string>([
  'discount_code_not_valid',
  'discount_code_not_active',
  'discount_code_no_promotion_products',
]);

import { updateBasket } from './update-basket';

/**
 * Input: the buyer, a code (upper case, as `applyDiscountCodeSchema` leaves it) and the client (its
 * IP address). Output: the priced basket with the code, or its refusal: `discount_code_not_valid`,
 * `discount_code_not_active`, `discount_code_no_promotion_products`; after too many wrong codes of the
 * basket or of the client `discount_guessing_throttled` with the seconds to wait.
 * Course: the guessing limit first (the basket's and the client's guesses), then shared/basket's
 * `discountRefusal`; a wrong code is written to the basket's recent guesses (creating a guest basket
 * if need be) and the client's before it is answered.
 */
export const applyDiscountCode = async (
  ports: BasketPorts,
  buyer: BasketBuyer,
  code: string,
  client: string,
): Promise<Result<BasketView>> => {
  const clientGuesses = await ports.clientDiscountGuesses(client);
  const applied = await updateBasket(ports, buyer, () => ({
    discountCode: code,
    step: ({ stored, discountOf, now }) => {
      const retryAfter =
        guessingRetryAfterSeconds(stored.discountGuesses, now) ??
        guessingRetryAfterSeconds(clientGuesses, now);
      if (retryAfter !== null) return fail('discount_guessing_throttled', retryAfter);
      const refusal = discountRefusal(discountOf(code), {
        currency: buyer.shopper.currency,
        productIds: stored.basket.lines.map((line) => line.productId),
        now: now.toISOString(),
      });
      if (refusal === null) {
        return { state: { ...stored, basket: { ...stored.basket, discountCode: code } }, messages: [] };
      }
      return {
        state: { ...stored, discountGuesses: withWrongGuess(stored.discountGuesses, now) },
        messages: [],
        answer: fail(refusal),
      };
    },
  }));
  if (!applied.ok && wrongGuesses.has(applied.code)) {
    const now = ports.clock();
    const guesses = withWrongGuess(clientGuesses, now);
    await ports.keepClientDiscountGuesses(client, guesses, now.getTime() + discountGuessWindowMs);
  }
  return applied;
};
