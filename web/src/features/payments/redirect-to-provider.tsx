import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OnlineMethod } from '#shared/payments/online-methods';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import type { PaymentStarter } from '../../lib/payments/payment-api';
import { failureMessageOf, isRefusal } from './payment-failure';

/**
 * Starts the payment (an order's, or an invoice's by its pay link) with the attempt's key and sends the browser to the provider's page. A
 * failure says "payment redirection failed" (or the API's refusal) with a retry that sends the same
 * key, so the API answers the payment it may have started instead of starting a second.
 */
export const RedirectToProvider = ({
  start: startWith,
  method,
  attemptKey,
}: {
  start: PaymentStarter;
  method: Exclude<OnlineMethod, 'blik'>;
  attemptKey: string;
}) => {
  const [failure, setFailure] = useState<unknown>();
  const alert = useRef<HTMLDivElement>(null);
  const start = useCallback(() => {
    setFailure(undefined);
    startWith({ method }, attemptKey).then(
      (started) => {
        if ('redirectUrl' in started) window.location.assign(started.redirectUrl);
      },
      (error: unknown) => setFailure(error),
    );
  }, [startWith, method, attemptKey]);
  // Once on mount (a re-render must not send the browser twice); the retry button starts again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);
  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  if (!failure)
    return (
      <p aria-busy="true" role="status">
        <FormattedMessage id="payments.redirecting" />
      </p>
    );
  return (
    <div ref={alert} tabIndex={-1}>
      <AlertMessage id={failureMessageOf(failure)} />
      {!isRefusal(failure) && (
        <Button onClick={start}>
          <FormattedMessage id="payments.retry" />
        </Button>
      )}
    </div>
  );
};
