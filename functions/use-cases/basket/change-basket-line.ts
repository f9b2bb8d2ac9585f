import type { BasketMessageCode } from '#shared/basket/basket';
import { applyBasketAction, type BasketAction } from '#shared/basket/basket-rules';
import type { BasketView } from '#shared/basket/basket-view';
import { mayGoInBasket } from '#shared/catalogue/availability-states';
import { fail, type Result } from '../result';
import type { BasketBuyer } from './basket-buyer';
import type { BasketPorts } from './deps';
import { updateBasket } from './update-basket';

/** The action could not start: these answer with their error instead of the basket. */
const refusals: readonly BasketMessageCode[] = [
  'product_not_found',
  'basket_quantity_update_failed',
  'basket_remove_failed',
];

/**
 * Input: the buyer and an action (add, set quantity, remove) with a valid quantity.
 * Output: the priced basket with the rules' messages (a product the buyer may not buy, a mixed billing
 * period, a quantity above the stock…), or `product_not_found` for a product to add that does not
 * exist or cannot be ordered, `basket_quantity_update_failed` / `basket_remove_failed` for a product
 * the basket does not hold.
 * Course: shared/basket's `applyBasketAction` decides, `updateBasket` writes.
 */
export const changeBasketLine = (
  ports: BasketPorts,
  buyer: BasketBuyer,
  action: BasketAction,
): Promise<Result<BasketView>> =>
  updateBasket(ports, buyer, () => ({
    productIds: [action.productId],
    step: ({ stored, context }) => {
      const product = context.productOf(action.productId);
      if (action.type === 'add' && !(product && mayGoInBasket(product.availability.state))) {
        return fail('product_not_found');
      }
      const { basket, messages } = applyBasketAction(stored.basket, action, context);
      const refused = messages.find((message) => refusals.includes(message.code));
      if (refused) return fail(refused.code);
      return { state: { ...stored, basket }, messages };
    },
  }));
