import { type ComponentType, lazy } from 'react';

/** A thenable that calls back at once: `lazy` given it has the module synchronously, never suspends. */
const settled = <T>(value: T) =>
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, `lazy` accepts any
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

export interface LazyScreen<P extends object> {
  Screen: ComponentType<P>;
  /** Loads the chunk; resolves once `Screen` renders without suspending. */
  preload: () => Promise<unknown>;
  /**
   * The chunk's source module as the build manifest names it (`src/features/…/page.tsx`): the bench
   * counts a page's first-view scripts by it (test/bench/first-view.ts) and the function bundles leave
   * the browser-only ones out by it (infra/wiring/function-bundle.ts).
   */
  module: string;
}

/**
 * A route's screen in its own chunk. `preload` loads it ahead of rendering; once loaded it renders
 * without suspending. The app preloads the first page's screen before hydrating it: React hydrates a
 * Suspense boundary's content after the rest, and an update reaching the boundary from above before
 * that (the shop settings answering) makes React hydrate it at once; were it still waiting for its
 * chunk then, React would drop the server's markup and show the fallback until the chunk came, the
 * page collapsing and growing back (a layout shift).
 */
export const lazyScreen = <P extends object>(
  module: string,
  load: () => Promise<ComponentType<P>>,
): LazyScreen<P> => {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = { default: component };
      return loaded;
    });
    return loading;
  };
  return { Screen: lazy(() => (loaded ? settled(loaded) : preload())), preload, module };
};
