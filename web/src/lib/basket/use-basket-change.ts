import { useAction } from '../use-action';
import { type BasketAction, basketFailureMessage } from './basket-failure';

/** A basket change a control makes: busy while it runs, its "failed" message (an id) after. */
export const useBasketChange = (action: BasketAction) =>
  useAction((error) => basketFailureMessage(error, action));
