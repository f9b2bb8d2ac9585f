import { languages } from '#shared/locale';
import { alternates, pathFor, sitemapRouteKeys } from '#shared/routes';
import { blogSitemapNames, catalogueSitemapNames } from '#shared/sitemaps';
import { sitemapIndexXml, urlset } from '../lib/http/sitemap-xml';

// Sitemaps of the common group: the index of every child sitemap (the pages and the catalogue's here,
// the articles' in the blog group, which holds the articles) and the pages sitemap.

export const sitemapIndex = (origin: string): string => {
  const locations = [
    ...['pages', ...catalogueSitemapNames].map((name) => `${origin}/api/common/sitemaps/${name}.xml`),
    ...blogSitemapNames.map((name) => `${origin}/api/blog/sitemaps/${name}.xml`),
  ];
  return sitemapIndexXml(locations);
};

/** Every indexable pre-rendered page (home, static pages) in every language, with hreflang alternates. */
export const pagesSitemap = (origin: string): string =>
  urlset(
    origin,
    sitemapRouteKeys.flatMap((key) =>
      languages.map((language) => ({ path: pathFor(key, language), alternates: alternates(key) })),
    ),
  );
