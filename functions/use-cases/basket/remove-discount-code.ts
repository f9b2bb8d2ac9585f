import type { BasketView } from '#shared/basket/basket-view';
import type { Result } from '../result';
import type { BasketBuyer } from './basket-buyer';
import type { BasketPorts } from './deps';
import { updateBasket } from './update-basket';

/** Input: the buyer. Output: the priced basket without a discount code (removing none is no error). */
export const removeDiscountCode = (ports: BasketPorts, buyer: BasketBuyer): Promise<Result<BasketView>> =>
  updateBasket(ports, buyer, () => ({
    step: ({ stored }) => ({ state: { ...stored, basket: { lines: stored.basket.lines } }, messages: [] }),
  }));
