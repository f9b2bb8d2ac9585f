import { useState } from 'react';
import { messageIdOf } from './api-client';

/** Runs an action with a busy flag and the refusal's message id (a button's step, not a form's). */
export const useAction = () => {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      setFailure(messageIdOf(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
};
