import { defaultLanguage, type Language, languages } from '../../shared/locale';

// Sitemaps of the common group. The index lists every child sitemap; each later feature (categories,
// products, publications) adds its child here.

export const childSitemaps = ['pages'] as const;
export type ChildSitemap = (typeof childSitemaps)[number];

const homePath = (language: Language) => (language === defaultLanguage ? '/' : `/${language}/`);

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

/** The home page in every language, each with its `hreflang` alternates. */
export const pagesSitemap = (origin: string): string => {
  const alternates = [
    ...languages.map(
      (lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${homePath(lang)}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}${homePath(defaultLanguage)}"/>`,
  ].join('\n');
  return xml(
    [
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...languages.map(
        (lang) => `  <url>\n    <loc>${origin}${homePath(lang)}</loc>\n${alternates}\n  </url>`,
      ),
      '</urlset>',
    ].join('\n'),
  );
};
