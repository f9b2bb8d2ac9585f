import { useState } from 'react';
import { type BasketAction, basketFailureMessage } from './basket-failure';

/** A basket change a control makes: busy while it runs, its "failed" message (an id) after. */
export const useBasketChange = (action: BasketAction) => {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await change();
    } catch (error) {
      setFailure(basketFailureMessage(error, action));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, run };
};
