import { languages } from '#shared/locale';
import { alternates, pathFor, sitemapRouteKeys } from '#shared/routes';
import { blogSitemapNames, catalogueSitemapNames } from '#shared/sitemaps';
import { sitemapIndexXml, urlset } from '../lib/http/sitemap-xml';

// Sitemaps of the common group: the index of every child sitemap (the pages here, the catalogue's
// in the cms group, which holds the catalogue) and the pages sitemap.

export const childSitemaps = ['pages'] as const;
export type ChildSitemap = (typeof childSitemaps)[number];

export const sitemapIndex = (origin: string): string => {
  const locations = [
    ...childSitemaps.map((name) => `${origin}/api/common/sitemaps/${name}.xml`),
    ...catalogueSitemapNames.map((name) => `${origin}/api/cms/sitemaps/${name}.xml`),
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
