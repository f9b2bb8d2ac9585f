import { useState } from 'react';
import { messageIdOf } from './api-client';

/**
 * Runs an action with a busy flag and its refusal's message id (a button's step, not a form's);
 * `messageOf` names the message of what it threw (the API's own by default).
 */
export const useAction = (messageOf: (error: unknown) => string = messageIdOf) => {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, run };
};
