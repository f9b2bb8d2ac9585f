import { describe, expect, it } from 'vitest';
import type { Article } from '#shared/blog/article';
import type { ErrorCode } from '#shared/errors';
import { fakeBlogPorts } from '../testing/fake-blog-ports';
import { listArticles } from './list-articles';
import { rateArticle } from './rate-article';
import { readArticle } from './read-article';

const article = (index: number, patch: Partial<Article> = {}): Article => ({
  language: 'pl',
  link: `artykul-${index}`,
  kind: index % 2 ? 'news' : 'article',
  category: 'hardware',
  title: `Artykuł ${index}`,
  excerpt: 'Zajawka',
  body: 'Treść',
  html: '<p>Treść</p>\n',
  relatedProductIds: [],
  translations: [],
  publishedAt: `2026-0${1 + (index % 3)}-1${index % 10}T10:00:00.000Z`,
  state: 'published',
  ratings: { count: 0, sum: 0 },
  ...patch,
});

const stored = Array.from({ length: 8 }, (_, index) => article(index));

describe('listArticles', () => {
  it('answers the first page with the sidebar, a later page without it', async () => {
    const rated = article(8, { ratings: { count: 2, sum: 9 } });
    const { ports } = fakeBlogPorts([...stored, rated]);
    const first = await listArticles(ports, { language: 'pl', page: 1 });
    expect(first.articles).toHaveLength(6);
    expect(first.hasMore).toBe(true);
    expect(first.popular.map(({ link }) => link)).toEqual(['artykul-8']);
    expect(first.archive.map(({ month, count }) => [month, count])).toEqual([
      [3, 3],
      [2, 3],
      [1, 3],
    ]);
    expect(await listArticles(ports, { language: 'pl', page: 2 })).toMatchObject({
      hasMore: false,
      popular: [],
      archive: [],
    });
  });

  it('lists a kind, a category or a month', async () => {
    const { ports } = fakeBlogPorts(stored);
    const news = await listArticles(ports, { language: 'pl', kind: 'news', page: 1 });
    expect(news.articles.every(({ kind }) => kind === 'news')).toBe(true);
    const march = await listArticles(ports, { language: 'pl', year: 2026, month: 3, page: 1 });
    expect(march.articles.map(({ publishedAt }) => publishedAt.slice(0, 7))).toEqual(['2026-03', '2026-03']);
  });
});

describe('readArticle', () => {
  it('shows beside an article the popular ones but itself, best first', async () => {
    const { ports } = fakeBlogPorts([
      ...stored,
      article(8, { ratings: { count: 2, sum: 9 } }),
      article(9, { ratings: { count: 30, sum: 140 } }),
    ]);
    const shopper = { language: 'pl' as const, currency: 'PLN' as const, country: 'PL' };
    const popularBeside = async (link: string) => {
      const read = await readArticle(ports, { link, shopper });
      return read.ok ? read.value.popularArticles.map(({ link }) => link) : read.code;
    };
    expect(await popularBeside('artykul-1')).toEqual(['artykul-9', 'artykul-8']);
    expect(await popularBeside('artykul-9')).toEqual(['artykul-8']);
  });
});

describe('rateArticle', () => {
  const input = { language: 'pl' as const, link: 'artykul-1', userId: 'u1', rating: 4 };

  it.each<[ErrorCode, ErrorCode[]]>([
    ['article_not_found', ['article_not_found', 'article_rated_once']],
    ['article_rated_once', ['article_rated_once']],
  ])('fails with %s', async (code, failing) => {
    expect(await rateArticle(fakeBlogPorts(stored, failing).ports, input)).toEqual({ ok: false, code });
  });

  it('commits the aggregate and the reader’s rating together, then answers the new rating', async () => {
    const { ports, commits } = fakeBlogPorts([article(1, { ratings: { count: 1, sum: 4 } })]);
    expect(await rateArticle(ports, input)).toEqual({ ok: true, value: { average: 4, count: 1 } });
    expect(commits[0]?.items.map(({ whenConditionFails }) => whenConditionFails)).toEqual([
      'article_not_found',
      'article_rated_once',
    ]);
  });
});
