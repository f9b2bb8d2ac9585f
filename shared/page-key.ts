import type { RouteKey } from './routes';

/**
 * Where a pre-rendered page lives in the site (web/dist or the site bucket): `/produkt/a/b` →
 * `produkt/a/b/index.html`, `/` → `index.html`. CloudFront and the local site serve folders this way.
 */
export const pageKey = (path: string): string => {
  const folder = path.replace(/^\/+|\/+$/g, '');
  return folder ? `${folder}/index.html` : 'index.html';
};

/**
 * Pages rendered at runtime into the site bucket (the catalogue's; the blog's articles, its lists without
 * parameters, categories and archive months); every other page is the build's.
 */
export const bucketRouteKeys: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'product',
  'category',
  'blogArticle',
  'blog',
  'publication',
  'news',
  'articles',
  'articlesList',
  'newsCategory',
  'newsArchive',
]);
