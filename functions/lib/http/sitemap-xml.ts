import type { Alternate } from '#shared/routes';

// Sitemap XML (sitemaps.org with xhtml hreflang alternates), shared by the common group's page and
// catalogue sitemaps and the blog group's article sitemaps.

export const xmlDocument = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text or attribute value made safe for XML: the five predefined entities. */
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => xmlEntities[c] ?? c);

/** A sitemap index (sitemaps.org) listing the given child sitemaps' absolute URLs. */
export const sitemapIndexXml = (locations: readonly string[]): string =>
  xmlDocument(
    [
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...locations.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
      '</sitemapindex>',
    ].join('\n'),
  );

export interface SitemapUrl {
  path: string;
  /** The same page in every language; the first Polish one is also `x-default`. */
  alternates: Alternate[];
  /** Paths of the page's pictures (Google's image sitemap extension). */
  images?: string[];
}

export const urlset = (origin: string, urls: readonly SitemapUrl[]): string =>
  xmlDocument(
    [
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
      ...urls.map(({ path, alternates, images = [] }) => {
        const polish = alternates.find((alt) => alt.language === 'pl');
        const links = [
          ...alternates.map(
            (alt) =>
              `    <xhtml:link rel="alternate" hreflang="${alt.language}" href="${escapeXml(origin + alt.path)}"/>`,
          ),
          ...(polish
            ? [
                `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + polish.path)}"/>`,
              ]
            : []),
          ...images.map(
            (image) => `    <image:image><image:loc>${escapeXml(origin + image)}</image:loc></image:image>`,
          ),
        ];
        return `  <url>\n    <loc>${escapeXml(origin + path)}</loc>\n${links.join('\n')}\n  </url>`;
      }),
      '</urlset>',
    ].join('\n'),
  );
