import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { text } from '../lib/http/reply';
import { siteOrigin } from '../lib/http/site-origin';
import { type ChildSitemap, childSitemaps, pagesSitemap, sitemapIndex } from './sitemaps';

const xmlType = 'application/xml; charset=utf-8';
const cache = { 'cache-control': 'public, max-age=3600' };

export const getSitemapIndex: Route = async () => text(sitemapIndex(siteOrigin()), xmlType, cache);

const builders: Record<ChildSitemap, (origin: string) => string> = { pages: pagesSitemap };

export const getChildSitemap: Route = async ({ event }) => {
  const name = event.pathParameters?.name?.replace(/\.xml$/, '');
  if (!childSitemaps.includes(name as ChildSitemap)) throw new AppError('route_not_found');
  return text(builders[name as ChildSitemap](siteOrigin()), xmlType, cache);
};
