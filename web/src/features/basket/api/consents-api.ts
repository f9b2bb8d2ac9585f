import type { BasketConsents } from '#shared/basket/basket-route-bodies';
import { writeBasket } from '../../../lib/basket/basket-api';
import type { BasketScope } from '../../../lib/basket/basket-scope';

/** `PUT …/basket/consents`: the basket's newsletter consent (spec section 3). */
export const setBasketConsents = (scope: BasketScope, consents: BasketConsents) =>
  writeBasket(scope, '/consents', 'PUT', consents);
