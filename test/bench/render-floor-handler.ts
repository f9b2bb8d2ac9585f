import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { handler as readFloor } from './floor-handler';

// The floor of a function that renders pages (test/bench/bundles.ts): the floor's read and React's
// static renderer, which the site's renderers use (web/src/entry-server.tsx), and nothing of the site,
// bundled like every function of the shop. No page renderer imports less.

export const handler = async () => {
  const { Item } = await readFloor();
  const { prelude } = await prerender(createElement('p', null, String(Item?.name)));
  return prelude;
};
