import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { type Head, HeadContext } from './app/head';
import type { PageData } from './lib/page-data';

/** Renders one path to HTML at build time, waiting for every lazy part; returns the page's head too. */
export const render = async (
  path: string,
  data: PageData,
): Promise<{ html: string; head: Head | undefined }> => {
  const collector: { head?: Head } = {};
  const { prelude } = await prerender(
    <HeadContext.Provider value={collector}>
      <App initial={data} ssrPath={path} />
    </HeadContext.Provider>,
  );
  const html = await new Response(prelude).text();
  return { html, head: collector.head };
};
