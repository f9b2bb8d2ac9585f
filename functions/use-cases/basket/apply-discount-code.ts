import type { BasketView } from '#shared/basket/basket-view';
import { discountRefusal } from '#shared/basket/discount-codes';
import { fail, type Result } from '../result';
import type { BasketBuyer } from './basket-buyer';
import type { BasketPorts } from './deps';
import { discountGuessWindowMs, guessingRetryAfterSeconds, withWrongGuess } from './discount-guesses';
import { updateBasket } from './update-basket';

/**
 * Input: the buyer, a code (upper case, as `applyDiscountCodeSchema` leaves it) and the client (its
 * IP address). Output: the priced basket with the code, or its refusal: `discount_code_not_valid`,
 * `discount_code_not_active`, `discount_code_used_up`, `discount_code_no_promotion_products`; after
 * too many wrong codes of the basket or of the client `discount_guessing_throttled` with the seconds
 * to wait.
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
  /** When the code was a wrong guess, as the step's last run decided (it runs again after a conflict). */
  let wrongAt: Date | undefined;
  const applied = await updateBasket(ports, buyer, () => ({
    discountCode: code,
    step: ({ stored, discountOf, now }) => {
      wrongAt = undefined;
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
      wrongAt = now;
      return {
        state: { ...stored, discountGuesses: withWrongGuess(stored.discountGuesses, now) },
        messages: [],
        answer: fail(refusal),
      };
    },
  }));
  if (!applied.ok && wrongAt) {
    const guesses = withWrongGuess(clientGuesses, wrongAt);
    await ports.keepClientDiscountGuesses(client, guesses, wrongAt.getTime() + discountGuessWindowMs);
  }
  return applied;
};
