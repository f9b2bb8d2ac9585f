import { prerender } from 'react-dom/static';
import { App, resolvePath } from './app/app';
import { screens } from './app/screens';
import { type Head, HeadContext } from './lib/head';
import type { PageData } from './lib/page-data';

/** The source module of the screen chunk a path's page loads before it is interactive; none for a screen in the app script. */
export const screenModuleOf = (path: string): string | undefined => {
  const { match } = resolvePath(path);
  return match ? screens[match.key]?.chunk?.module : undefined;
};

/**
 * Renders one page to HTML (at build time, or in a function: catalogue pages, the search), waiting for
 * every lazy part; returns the page's head too. `search` is the address's query (without `?`) the page
 * renders for: only the search page reads it.
 */
export const render = async (
  path: string,
  data: PageData,
  search = '',
): Promise<{ html: string; head: Head | undefined }> => {
  const collector: { head?: Head } = {};
  const { prelude } = await prerender(
    <HeadContext.Provider value={collector}>
      <App initial={data} ssrPath={path} ssrSearch={search} />
    </HeadContext.Provider>,
    // React outlines a boundary larger than this (12.8 KB by default) as a fallback swapped in at the
    // end of the page: a layout shift on a long product page. A pre-rendered page is one piece.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), head: collector.head };
};
