import { defaultLanguage, languages } from '../../shared/locale';
import { alternates, indexable, pathFor, prerenderedRouteKeys } from '../../shared/routes';

// Sitemaps of the common group. The index lists every child sitemap; each later feature (categories,
// products, publications) adds its child here.

export const childSitemaps = ['pages'] as const;
export type ChildSitemap = (typeof childSitemaps)[number];

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

export const sitemapIndex = (origin: string): string =>
  xml(
    [
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...childSitemaps.map(
        (name) => `  <sitemap><loc>${origin}/api/common/sitemaps/${name}.xml</loc></sitemap>`,
      ),
      '</sitemapindex>',
    ].join('\n'),
  );

/** Every indexable pre-rendered page (home, static pages) in every language, with hreflang alternates. */
export const pagesSitemap = (origin: string): string => {
  const urls = prerenderedRouteKeys.filter(indexable).flatMap((key) => {
    const links = [
      ...alternates(key).map(
        (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.language}" href="${origin}${alt.path}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}${pathFor(key, defaultLanguage)}"/>`,
    ].join('\n');
    return languages.map(
      (language) => `  <url>\n    <loc>${origin}${pathFor(key, language)}</loc>\n${links}\n  </url>`,
    );
  });
  return xml(
    [
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls,
      '</urlset>',
    ].join('\n'),
  );
};
