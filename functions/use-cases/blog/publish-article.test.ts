import { describe, expect, it } from 'vitest';
import type { ArticleInput } from '#shared/blog/article';
import { fakeBlogPorts } from '../testing/fake-blog-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { publishArticle } from './publish-article';

const editor = { kind: 'staff', email: 'tresci@example.pl' } as const;
const publish = (ports: Parameters<typeof publishArticle>[0], article: ArticleInput) =>
  publishArticle(ports, article, editor);

const input: ArticleInput = {
  language: 'en',
  link: 'new-laptops',
  kind: 'news',
  category: 'hardware',
  title: 'New laptops',
  excerpt: 'In stock now.',
  body: '**New** laptops, see [the shop](/).',
  relatedProductIds: [],
  translations: [],
};

describe('publishArticle', () => {
  it('stores the Markdown dated now with its body rendered, answers its rendered view and pre-renders its page', async () => {
    const { ports, articles, pages } = fakeBlogPorts();
    const result = await publish(ports, input);
    const html = '<p><strong>New</strong> laptops, see <a href="/">the shop</a>.</p>\n';
    expect(result).toMatchObject({ ok: true, value: { link: 'new-laptops', html } });
    expect(articles.get('en/new-laptops')).toMatchObject({
      body: input.body,
      html,
      publishedAt: fixedNow.toISOString(),
    });
    expect(pages[0]).toMatchObject({ language: 'en', path: '/en/blog/new-laptops/' });
  });

  it('pre-renders the lists without parameters showing its kind and its category’s page in every language, and its month’s where it has articles', async () => {
    const { ports, pages } = fakeBlogPorts();
    await publish(ports, input);
    const lists = pages.slice(1);
    expect(lists.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        '/en/news/hardware',
        '/Aktualnosci/hardware',
        '/de/aktuelles/hardware',
        '/en/news/2026/1',
        '/en/blog/',
        '/en/publication/',
        '/en/news',
        '/blog/',
        '/Aktualnosci',
        '/de/aktuelles',
      ]),
    );
    expect(lists.map(({ path }) => path)).not.toContain('/en/articles');
    expect(lists).toHaveLength(3 * 11 + 11 + 1);
    expect(lists.find(({ path }) => path === '/en/blog/')).toMatchObject({
      language: 'en',
      alternates: [{ language: 'en', path: '/en/blog/' }],
      data: { articleList: { filter: {}, listing: { articles: [{ link: 'new-laptops' }] } } },
    });
    expect(lists.find(({ path }) => path === '/blog/')).toMatchObject({
      language: 'pl',
      alternates: [
        { language: 'pl', path: '/blog/' },
        { language: 'en', path: '/en/blog/' },
      ],
      data: { articleList: { filter: {}, listing: { articles: [] } } },
    });
    const month = lists.find(({ path }) => path === '/en/news/2026/1');
    expect(month).toMatchObject({
      language: 'en',
      alternates: [{ language: 'en', path: '/en/news/2026/1' }],
      data: { articleList: { filter: { year: 2026, month: 1 }, listing: { hasMore: false } } },
    });
    expect(month?.data.articleList?.listing.articles.map(({ link }) => link)).toEqual(['new-laptops']);
  });

  it('re-renders, on a rewrite, the list pages its earlier version was on (its kind’s, category’s and month’s)', async () => {
    const { ports, pages } = fakeBlogPorts();
    await publish(ports, { ...input, publishedAt: '2025-03-02T10:00:00Z' });
    pages.length = 0;
    await publish(ports, { ...input, kind: 'article', category: 'security' });
    const paths = pages.map(({ path }) => path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/en/news/security',
        '/en/news/2026/1',
        '/en/news/hardware',
        '/en/news/2025/3',
        '/en/news',
        '/en/articles',
      ]),
    );
    const listed = (path: string) =>
      pages.find((page) => page.path === path)?.data.articleList?.listing.articles.map(({ link }) => link);
    expect(listed('/en/news/hardware')).toEqual([]);
    expect(listed('/en/news')).toEqual([]);
    expect(listed('/en/articles')).toEqual(['new-laptops']);
  });

  it('keeps a given publication date, normalised', async () => {
    const { ports, articles } = fakeBlogPorts();
    await publish(ports, { ...input, publishedAt: '2025-03-02T10:00:00Z' });
    expect(articles.get('en/new-laptops')?.publishedAt).toBe('2025-03-02T10:00:00.000Z');
  });

  it.each([
    ['a script', 'Text <script>alert(1)</script>', 'Text '],
    ['an event attribute', 'A <b onclick="alert(1)">bold</b> word', 'A <b>bold</b> word'],
    ['a javascript: link', 'See [x](javascript:alert(1)).', 'See x.'],
  ])('stores a body with %s without it, answering what was kept', async (_, body, kept) => {
    const { ports, articles, pages } = fakeBlogPorts();
    const result = await publish(ports, { ...input, body });
    expect(result).toMatchObject({ ok: true, value: { body: kept } });
    expect(articles.get('en/new-laptops')?.body).toBe(kept);
    expect(pages[0]?.path).toBe('/en/blog/new-laptops/');
  });

  it('refuses a body with nothing left after sanitizing, storing and rendering nothing', async () => {
    const { ports, commits, pages } = fakeBlogPorts();
    expect(await publish(ports, { ...input, body: '<script>alert(1)</script>' })).toEqual({
      ok: false,
      code: 'invalid_data',
      fields: [{ path: 'body', message: 'required' }],
    });
    expect(commits).toEqual([]);
    expect(pages).toEqual([]);
  });

  it('links its translations both ways in one transaction and re-renders their pages with hreflang alternates', async () => {
    const { ports, articles, commits, pages } = fakeBlogPorts();
    await publish(ports, { ...input, language: 'pl', link: 'nowe-laptopy' });
    pages.length = 0;
    const result = await publish(ports, {
      ...input,
      translations: [{ language: 'pl', link: 'nowe-laptopy' }],
    });
    expect(result).toMatchObject({
      ok: true,
      value: { translations: [{ language: 'pl', link: 'nowe-laptopy' }] },
    });
    // The article, its translation and the record of the action.
    expect(commits.at(-1)?.items).toHaveLength(3);
    expect(articles.get('pl/nowe-laptopy')?.translations).toEqual([{ language: 'en', link: 'new-laptops' }]);
    const alternates = [
      { language: 'en', path: '/en/blog/new-laptops/' },
      { language: 'pl', path: '/blog/nowe-laptopy/' },
    ];
    expect(pages.find(({ path }) => path === '/en/blog/new-laptops/')?.alternates).toEqual(alternates);
    expect(pages.find(({ path }) => path === '/blog/nowe-laptopy/')?.alternates).toEqual([
      alternates[1],
      alternates[0],
    ]);
  });

  it('unlinks, on a rewrite, the translation it no longer names, in the same transaction, and re-renders its page', async () => {
    const { ports, articles, commits, pages } = fakeBlogPorts();
    await publish(ports, { ...input, language: 'pl', link: 'nowe-laptopy' });
    const linked = { ...input, translations: [{ language: 'pl' as const, link: 'nowe-laptopy' }] };
    await publish(ports, linked);
    pages.length = 0;
    expect(await publish(ports, { ...linked, translations: [] })).toMatchObject({ ok: true });
    // The article, its translation and the record of the action.
    expect(commits.at(-1)?.items).toHaveLength(3);
    expect(articles.get('pl/nowe-laptopy')?.translations).toEqual([]);
    expect(pages.find(({ path }) => path === '/blog/nowe-laptopy/')?.alternates).toEqual([
      { language: 'pl', path: '/blog/nowe-laptopy/' },
    ]);
  });

  it('refuses a translation that is not published, naming it, storing and rendering nothing', async () => {
    const { ports, commits, pages } = fakeBlogPorts();
    const translations = [{ language: 'pl' as const, link: 'nie-ma-takiego' }];
    expect(await publish(ports, { ...input, translations })).toEqual({
      ok: false,
      code: 'invalid_data',
      fields: [{ path: 'translations.0.link', message: 'translation_not_found' }],
    });
    expect(commits).toEqual([]);
    expect(pages).toEqual([]);
  });
});
