import { describe, expect, it } from 'vitest';
import type { ArticleInput } from '#shared/blog/article';
import { fakeBlogPorts } from '../testing/fake-blog-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { publishArticle } from './publish-article';

const input: ArticleInput = {
  language: 'en',
  link: 'new-laptops',
  kind: 'news',
  category: 'hardware',
  title: 'New laptops',
  excerpt: 'In stock now.',
  body: '**New** laptops, see [the shop](/).',
  relatedProductIds: [],
};

describe('publishArticle', () => {
  it('stores the Markdown dated now, answers its rendered view and pre-renders its page', async () => {
    const { ports, articles, pages } = fakeBlogPorts();
    const result = await publishArticle(ports, input);
    expect(result).toMatchObject({
      ok: true,
      value: {
        link: 'new-laptops',
        html: '<p><strong>New</strong> laptops, see <a href="/">the shop</a>.</p>\n',
      },
    });
    expect(articles.get('en/new-laptops')).toMatchObject({
      body: input.body,
      publishedAt: fixedNow.toISOString(),
    });
    expect(pages).toMatchObject([{ language: 'en', path: '/en/blog/new-laptops/', screen: 'blog' }]);
  });

  it('keeps a given publication date, normalised', async () => {
    const { ports, articles } = fakeBlogPorts();
    await publishArticle(ports, { ...input, publishedAt: '2025-03-02T10:00:00Z' });
    expect(articles.get('en/new-laptops')?.publishedAt).toBe('2025-03-02T10:00:00.000Z');
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an event attribute', '<a href="/" onclick="alert(1)">x</a>'],
    ['a javascript: link', '[x](javascript:alert(1))'],
  ])('refuses a body with %s, naming it, storing and rendering nothing', async (_, body) => {
    const { ports, commits, pages } = fakeBlogPorts();
    expect(await publishArticle(ports, { ...input, body })).toEqual({
      ok: false,
      code: 'invalid_data',
      fields: [{ path: 'body', message: 'unsafe_markup' }],
    });
    expect(commits).toEqual([]);
    expect(pages).toEqual([]);
  });
});
