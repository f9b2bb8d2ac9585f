import { basketQuantityBodySchema } from '#shared/basket/basket-route-bodies';
import { writeBasket } from '../../../lib/basket/basket-api';
import type { BasketScope } from '../../../lib/basket/basket-scope';

// A basket line's requests: `PUT …/basket/items/{productId}` {quantity} and `DELETE` the same path.

const linePath = (productId: string) => `/items/${encodeURIComponent(productId)}`;

export const setLineQuantity = (scope: BasketScope, productId: string, quantity: number) =>
  writeBasket(scope, linePath(productId), 'PUT', basketQuantityBodySchema.parse({ quantity }));

export const removeLine = (scope: BasketScope, productId: string) =>
  writeBasket(scope, linePath(productId), 'DELETE');
