import { describe, expect, it } from 'vitest';
import { languages } from '#shared/locale';
import { pathFor } from '#shared/routes';
import { pagesSitemap, sitemapIndex } from './sitemaps';

describe('sitemaps', () => {
  it('lists every child sitemap in the index under the site origin', () => {
    expect(sitemapIndex('https://sklep.example')).toContain(
      '<loc>https://sklep.example/api/common/sitemaps/pages.xml</loc>',
    );
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
