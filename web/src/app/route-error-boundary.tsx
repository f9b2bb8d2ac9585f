import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../features/pages/error-page';

/** A failed dynamic import: the route's chunk did not load (offline, or replaced by a new deploy). */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed/i.test(error.message));

/** Keeps a failing route from blanking the page: the 500 page, or a retry for a chunk that did not load. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return isChunkLoadError(error) ? (
      <ErrorPage chunk onRetry={() => window.location.reload()} />
    ) : (
      <ErrorPage onRetry={() => this.setState({ error: undefined })} />
    );
  }
}
