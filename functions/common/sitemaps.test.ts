import { describe, expect, it } from 'vitest';
import { languages } from '../../shared/locale';
import { pagesSitemap, sitemapIndex } from './sitemaps';

describe('sitemaps', () => {
  it('lists every child sitemap in the index under the site origin', () => {
    expect(sitemapIndex('https://sklep.example')).toContain(
      '<loc>https://sklep.example/api/common/sitemaps/pages.xml</loc>',
    );
  });

  it('lists the home page in all 11 languages, Polish without a prefix, with hreflang alternates', () => {
    const xml = pagesSitemap('https://sklep.example');
    expect(xml).toContain('<loc>https://sklep.example/</loc>');
    expect(xml).toContain('<loc>https://sklep.example/en/</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(languages.length);
    expect(xml).toContain('hreflang="x-default" href="https://sklep.example/"');
  });
});
