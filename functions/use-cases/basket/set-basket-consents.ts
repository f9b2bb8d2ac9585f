import type { BasketConsents } from '#shared/basket/basket-route-bodies';
import type { BasketView } from '#shared/basket/basket-view';
import type { Result } from '../result';
import type { BasketBuyer } from './basket-buyer';
import type { BasketPorts } from './deps';
import { updateBasket } from './update-basket';

/** Input: the buyer and the basket's consents (spec section 3). Output: the priced basket holding them. */
export const setBasketConsents = (
  ports: BasketPorts,
  buyer: BasketBuyer,
  consents: BasketConsents,
): Promise<Result<BasketView>> =>
  updateBasket(ports, buyer, () => ({
    step: ({ stored }) => ({ state: { ...stored, consents }, messages: [] }),
  }));
