import type { BasketView } from '#shared/basket/basket-view';
import { discountRefusal } from '#shared/basket/discount-codes';
import { fail, type Result } from '../result';
import type { BasketBuyer } from './basket-buyer';
import type { BasketPorts } from './deps';
import { guessingRetryAfterSeconds, withWrongGuess } from './discount-guesses';
import { updateBasket } from './update-basket';

/**
 * Input: the buyer and a code (upper case, as `applyDiscountCodeSchema` leaves it).
 * Output: the priced basket with the code, or its refusal: `discount_code_not_valid`,
 * `discount_code_not_active`, `discount_code_no_promotion_products`; after too many wrong codes
 * `discount_guessing_throttled` with the seconds to wait.
 * Course: the guessing limit first, then shared/basket's `discountRefusal`; a wrong code is written to
 * the basket's recent guesses (creating a guest basket if need be) before it is answered.
 */
export const applyDiscountCode = (
  ports: BasketPorts,
  buyer: BasketBuyer,
  code: string,
): Promise<Result<BasketView>> =>
  updateBasket(ports, buyer, () => ({
    discountCode: code,
    step: ({ stored, discountOf, now }) => {
      const retryAfter = guessingRetryAfterSeconds(stored.discountGuesses, now);
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
