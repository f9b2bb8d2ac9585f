import type { AddToBasket } from '#shared/basket/basket-requests';
import { writeBasket } from './basket-api';
import { showBasketNotice } from './basket-notice';
import type { BasketScope } from './basket-scope';

/** "Add to basket" (product page and cards): the answer opens the basket modal. */
export const addToBasket = async (scope: BasketScope, item: AddToBasket): Promise<void> => {
  const basket = await writeBasket(scope, '/items', 'POST', item);
  showBasketNotice({ kind: 'added', productId: item.productId, basket });
};
