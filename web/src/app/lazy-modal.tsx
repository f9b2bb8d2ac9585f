import { type ReactNode, Suspense } from 'react';
import { ErrorPage } from '../components/error-page';
import { ErrorBoundary } from './error-boundary';

/** A modal whose chunk loads when it opens; a chunk that fails offers a retry, which closes it. */
export const LazyModal = ({ onClose, children }: { onClose: () => void; children: ReactNode }) => (
  <ErrorBoundary fallback={() => <ErrorPage chunk onRetry={onClose} />}>
    <Suspense fallback={null}>{children}</Suspense>
  </ErrorBoundary>
);
