import { prerender } from 'react-dom/static';
import { App, resolvePath } from './app/app';
import { screens } from './app/screens';
import { type Head, HeadContext } from './lib/head';
import type { PageData } from './lib/page-data';

/** The screen of a path's route, if the path names one. */
const screenOf = (path: string) => {
  const { match } = resolvePath(path);
  return match ? screens[match.key] : undefined;
};

/** The source module of the screen chunk a path's page loads before it is interactive; none for a screen in the app script. */
export const screenModuleOf = (path: string): string | undefined => screenOf(path)?.chunk?.module;

/**
 * Renders one path to HTML at build time, waiting for every lazy part; returns the page's head too, and
 * the source module whose chunks the page preloads with the app script (`screenModule`): its screen's,
 * when the screen prefetches the data its page waits for (the search page's results). Any other page
 * is whole in its HTML: its chunk only hydrates it and the app script asks for it; preloading it too
 * sets it racing the stylesheet, and a first paint that loses waits for the scripts (Lighthouse's
 * mobile profile measured /koszyk/ at 92 with the preload, 100 without).
 */
export const render = async (
  path: string,
  data: PageData,
): Promise<{ html: string; head: Head | undefined; screenModule?: string }> => {
  const collector: { head?: Head } = {};
  const { prelude } = await prerender(
    <HeadContext.Provider value={collector}>
      <App initial={data} ssrPath={path} />
    </HeadContext.Provider>,
    // React outlines a boundary larger than this (12.8 KB by default) as a fallback swapped in at the
    // end of the page: a layout shift on a long product page. A pre-rendered page is one piece.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const screen = data.notFound ? undefined : screenOf(path);
  const screenModule = screen?.prefetch ? screen.chunk?.module : undefined;
  return { html, head: collector.head, ...(screenModule ? { screenModule } : {}) };
};
