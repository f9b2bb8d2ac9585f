import type { BasketView } from '../../../shared/basket/basket-view';
import type { Result } from '../result';
import type { BasketBuyer } from './basket-buyer';
import type { BasketPorts } from './deps';
import { updateBasket } from './update-basket';

/**
 * Input: the buyer. Output: the priced basket (an empty one when there is none).
 * Course: the basket rules run on every read, so a product that went inactive, lost its stock or that
 * the buyer may not buy is removed (and written so) with its message; a code that stopped applying is
 * dropped with its message.
 */
export const readBasket = (ports: BasketPorts, buyer: BasketBuyer): Promise<Result<BasketView>> =>
  updateBasket(ports, buyer, () => ({ step: ({ stored }) => ({ state: stored, messages: [] }) }));
