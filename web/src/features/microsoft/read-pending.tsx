import { ErrorPage } from '../../components/error-page';
import { NotFoundPage } from '../../components/not-found-page';
import type { ApiError } from '../../lib/api-client';

/** A subscription screen whose read has not answered: an unknown subscription, a failure with a retry, or loading. */
export const ReadPending = ({ error, onRetry }: { error: ApiError | undefined; onRetry: () => void }) => {
  if (error?.code === 'subscription_not_found') return <NotFoundPage />;
  return error ? <ErrorPage onRetry={onRetry} /> : <p aria-busy="true" className="loading" />;
};
