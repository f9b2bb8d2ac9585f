import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '#shared/blog/article';
import { rssXml } from './rss-xml';

const article: ArticleSummary = {
  link: 'nowy-laptop',
  language: 'en',
  kind: 'news',
  category: 'hardware',
  title: 'Laptops <b>& more</b>',
  excerpt: '"Quoted" & <script>alert(1)</script>',
  publishedAt: '2025-03-02T10:00:00.000Z',
  rating: { average: null, count: 0 },
};

describe('the RSS feed', () => {
  it('lists the articles with their links and dates, every text escaped', () => {
    const xml = rssXml({
      origin: 'https://shop.example',
      language: 'en',
      title: 'Blog',
      description: 'News',
      articles: [article],
    });
    const item = /<item>(.*)<\/item>/.exec(xml)?.[1];
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n<channel>')).toBe(
      true,
    );
    expect(xml).toContain('<link>https://shop.example/en/blog/</link>');
    expect(item).toBe(
      [
        '<title>Laptops &lt;b&gt;&amp; more&lt;/b&gt;</title>',
        '<link>https://shop.example/en/blog/nowy-laptop/</link>',
        '<guid>https://shop.example/en/blog/nowy-laptop/</guid>',
        '<description>&quot;Quoted&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt;</description>',
        '<category>hardware</category>',
        '<pubDate>Sun, 02 Mar 2025 10:00:00 GMT</pubDate>',
      ].join(''),
    );
    expect(xml).not.toContain('<script');
  });
});
