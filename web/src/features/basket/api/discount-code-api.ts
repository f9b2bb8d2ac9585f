import type { ApplyDiscountCode } from '#shared/basket/basket-requests';
import { writeBasket } from '../../../lib/basket/basket-api';
import type { BasketScope } from '../../../lib/basket/basket-scope';

// The basket's discount code: `PUT …/basket/discount` {code} applies it, `DELETE` takes it off.

export const applyDiscountCode = (scope: BasketScope, body: ApplyDiscountCode) =>
  writeBasket(scope, '/discount', 'PUT', body);

export const removeDiscountCode = (scope: BasketScope) => writeBasket(scope, '/discount', 'DELETE');
