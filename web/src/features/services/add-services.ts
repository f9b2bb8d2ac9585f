import type { AddToBasket } from '#shared/basket/basket-requests';
import { addToBasket } from '../../lib/basket/add-to-basket';
import { useBasketScope } from '../../lib/basket/basket-scope';
import { useBasketChange } from '../../lib/basket/use-basket-change';

/**
 * Puts the chosen services in the basket, one line after another (the device as a service, then its
 * add-ons); the basket modal shows the answer to the last, and a refusal stops the rest.
 */
export const useAddServices = () => {
  const scope = useBasketScope();
  const { busy, failure, run } = useBasketChange('add');
  const add = (lines: readonly AddToBasket[]) =>
    run(async () => {
      for (const line of lines) await addToBasket(scope, line);
    });
  return { busy, failure, add };
};
