import type { Language } from '#shared/locale';
import { catalogueSitemapNames } from '#shared/sitemaps';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { type Reply, text } from '../lib/http/reply';
import { replyMemo } from '../lib/http/reply-memo';
import { siteOrigin } from '../lib/http/site-origin';
import { catalogueIndex } from '../lib/search/published-index';
import { categoriesSitemap, productsSitemap } from './catalogue-sitemaps';
import { pagesSitemap, sitemapIndex } from './sitemaps';

const xmlType = 'application/xml; charset=utf-8';
const cache = { 'cache-control': 'public, max-age=3600' };
const xml = (body: string): Reply => text(body, xmlType, cache);

export const getSitemapIndex: Route = async () => xml(sitemapIndex(siteOrigin()));

const memo = replyMemo(catalogueSitemapNames.length);

/** A catalogue sitemap (`categories` or `products-<language>`), made once per published index. */
const catalogueSitemap = async (name: string, origin: string): Promise<Reply> => {
  const index = await catalogueIndex();
  return memo(index, name, () =>
    xml(
      name === 'categories'
        ? categoriesSitemap(index, origin)
        : productsSitemap(index, origin, name.replace(/^products-/, '') as Language),
    ),
  );
};

/** GET /api/common/sitemaps/{name}.xml: the pages sitemap, or one of the catalogue's. */
export const getChildSitemap: Route = async ({ event }) => {
  const name = event.pathParameters?.name?.replace(/\.xml$/, '') ?? '';
  const origin = siteOrigin();
  if (name === 'pages') return xml(pagesSitemap(origin));
  if (catalogueSitemapNames.includes(name)) return catalogueSitemap(name, origin);
  throw new AppError('route_not_found');
};
