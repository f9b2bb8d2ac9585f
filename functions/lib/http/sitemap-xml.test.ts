import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlset } from './sitemap-xml';

// Everything written into sitemap XML is escaped, the origin as much as the paths.

const hostile = 'https://a"b<c>&\'d';

describe('sitemap XML', () => {
  it('escapes the origin and paths in <loc> and in hreflang links', () => {
    const xml = urlset(hostile, [{ path: '/x?a=1&b=<2>', alternates: [{ language: 'pl', path: '/"pl"' }] }]);
    expect(xml).toContain('<loc>https://a&quot;b&lt;c&gt;&amp;&apos;d/x?a=1&amp;b=&lt;2&gt;</loc>');
    expect(xml).toContain('href="https://a&quot;b&lt;c&gt;&amp;&apos;d/&quot;pl&quot;"');
    expect(xml).not.toMatch(/<c>|"b|'d/);
  });

  it('escapes every location of a sitemap index', () => {
    const xml = sitemapIndexXml([`${hostile}/pages.xml`]);
    expect(xml).toContain('<sitemap><loc>https://a&quot;b&lt;c&gt;&amp;&apos;d/pages.xml</loc></sitemap>');
    expect(xml).not.toMatch(/<c>/);
  });
});
