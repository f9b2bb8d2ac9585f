import { Component, type ReactNode } from 'react';

/** A failed dynamic import: the chunk did not load (offline, or replaced by a new deploy). */
export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    ));

/** Keeps a failing part from blanking the page: `fallback` renders instead, with a way to retry. */
export class ErrorBoundary extends Component<
  { children: ReactNode; fallback: (error: unknown, reset: () => void) => ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return this.props.fallback(error, () => this.setState({ error: undefined }));
  }
}
