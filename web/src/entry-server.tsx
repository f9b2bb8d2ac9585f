import { prerender } from 'react-dom/static';
import { App, resolvePath } from './app/app';
import { screens } from './app/screens';
import { type Head, HeadContext } from './lib/head';
import type { PageData } from './lib/page-data';

/**
 * Renders one path to HTML at build time, waiting for every lazy part; returns the page's head too, and
 * the source module of its screen's chunk (`screenModule`, for a screen in a chunk of its own), whose
 * chunks the page preloads.
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
  const { match } = resolvePath(path);
  const screenModule = data.notFound || !match ? undefined : screens[match.key]?.chunk?.module;
  return { html, head: collector.head, ...(screenModule ? { screenModule } : {}) };
};
