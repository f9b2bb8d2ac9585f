import type { Language } from '#shared/locale';
import { catalogueSitemapNames } from '#shared/sitemaps';
import { AppError } from '../../lib/errors';
import type { Route } from '../../lib/http/http-handler';
import { text } from '../../lib/http/reply';
import { replyMemo } from '../../lib/http/reply-memo';
import { siteOrigin } from '../../lib/http/site-origin';
import { catalogueIndex } from '../../lib/search/published-index';
import { categoriesSitemap, productsSitemap } from './catalogue-sitemaps';

const memo = replyMemo(catalogueSitemapNames.length);

/** GET /api/cms/sitemaps/{name}.xml: a catalogue sitemap, from the published index. */
export const getCatalogueSitemap: Route = async ({ event }) => {
  const name = event.pathParameters?.name?.replace(/\.xml$/, '') ?? '';
  if (!catalogueSitemapNames.includes(name)) throw new AppError('route_not_found');
  const origin = siteOrigin();
  const index = await catalogueIndex();
  return memo(index, name, () => {
    // A known name is `categories` or `products-<language>`.
    const language = name.replace(/^products-/, '') as Language;
    const xml =
      name === 'categories' ? categoriesSitemap(index, origin) : productsSitemap(index, origin, language);
    return text(xml, 'application/xml; charset=utf-8', { 'cache-control': 'public, max-age=3600' });
  });
};
