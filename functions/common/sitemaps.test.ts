import { describe, expect, it } from 'vitest';
import { languages } from '#shared/locale';
import { pathFor } from '#shared/routes';
import { pagesSitemap, sitemapIndex } from './sitemaps';

describe('sitemaps', () => {
  it('lists every child sitemap in the index under the site origin: the pages and the catalogue here, the articles in the blog group', () => {
    const index = sitemapIndex('https://sklep.example');
    for (const name of ['pages', 'categories', ...languages.map((language) => `products-${language}`)])
      expect(index).toContain(`<loc>https://sklep.example/api/common/sitemaps/${name}.xml</loc>`);
    for (const language of languages)
      expect(index).toContain(`<loc>https://sklep.example/api/blog/sitemaps/articles-${language}.xml</loc>`);
    expect(index.match(/<sitemap>/g)).toHaveLength(2 + 2 * languages.length);
  });

  it('lists home and static pages in all 11 languages with hreflang alternates, and no private or error page', () => {
    const xml = pagesSitemap('https://sklep.example');
    expect(xml).toContain('<loc>https://sklep.example/</loc>');
    expect(xml).toContain(`<loc>https://sklep.example${pathFor('about', 'en')}</loc>`);
    expect(xml).toContain('hreflang="x-default" href="https://sklep.example/"');
    // home + partner of the year, about, contact, cooperation, help centre, device as a service, IT
    // services, terms, privacy, cookie policy, leasing and credit offers
    expect(xml.match(/<url>/g)).toHaveLength(13 * languages.length);
    expect(xml).toContain(`<loc>https://sklep.example${pathFor('deviceAsAService', 'de')}</loc>`);
    expect(xml).toContain(`<loc>https://sklep.example${pathFor('helpCentre', 'de')}</loc>`);
    expect(xml).not.toContain('/404/');
    expect(xml).not.toContain(pathFor('basket', 'pl'));
  });
});
