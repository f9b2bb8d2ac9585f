import { memo, Suspense } from 'react';
import type { RouteMatch } from '#shared/routes';
import { NotFoundPage } from '../components/not-found-page';
import type { PageData } from '../lib/page-data';
import { screens } from './screens';

/** Loads the route's screen before the app renders it (nothing for screens in the main chunk); never rejects. */
export const preloadScreen = async (match: RouteMatch | undefined): Promise<void> => {
  // A chunk that fails here fails the same way when rendered, which shows the retry page.
  await (match && screens[match.key])?.chunk?.preload().catch(() => undefined);
};

/**
 * The page for a matched route (`screens.tsx`); a route without a screen shows the 404 page.
 * Memoized: the shell re-rendering (the shop settings answering) leaves the page alone, so a
 * pre-rendered screen React has yet to hydrate gets no update that would make React hydrate it at
 * once, in one long task.
 */
export const RouteView = memo(function RouteView({
  match,
  initial,
}: {
  match: RouteMatch | undefined;
  initial: PageData | undefined;
}) {
  const entry = match && screens[match.key];
  if (!match || !entry) return <NotFoundPage />;
  const page = entry.render(match, initial);
  return entry.chunk ? (
    <Suspense fallback={<p aria-busy="true" className="loading" />}>{page}</Suspense>
  ) : (
    page
  );
});
