import { useState } from 'react';
import { messageIdOf } from './api-client';

/**
 * Runs an action with a busy flag and its refusal's message id (a button's step, not a form's);
 * `messageOf` names the message of what it threw (the API's own by default; none when a field says
 * it), and `error` is what it threw, for a form that marks the fields an `ApiError` names.
 */
export const useAction = (messageOf: (error: unknown) => string | undefined = messageIdOf) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [failure, setFailure] = useState<string>();
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    setFailure(undefined);
    try {
      await action();
    } catch (caught) {
      setError(caught);
      setFailure(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, failure, setFailure, run };
};
