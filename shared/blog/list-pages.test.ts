import { describe, expect, it } from 'vitest';
import type { Language } from '../locale';
import {
  alternatesOfPage,
  categoryPage,
  distinctPages,
  filterOfPage,
  type ListPage,
  listPagesOf,
  monthPageOf,
  type Placed,
  pagesOfArticle,
  pagesWithArticles,
  pathOfPage,
  rendersIn,
} from './list-pages';

const polish: Placed[] = [
  { kind: 'news', category: 'hardware', publishedAt: '2026-11-03T09:00:00.000Z' },
  { kind: 'news', category: 'security', publishedAt: '2026-10-20T09:00:00.000Z' },
  { kind: 'news', category: 'hardware', publishedAt: '2026-10-02T09:00:00.000Z' },
];
const english: Placed[] = [
  { kind: 'article', category: 'hardware', publishedAt: '2026-10-05T09:00:00.000Z' },
];
const hardware = categoryPage('hardware');
const october: ListPage = { key: 'newsArchive', year: 2026, month: 10 };
const all: ListPage = { key: 'blog' };
const news: ListPage = { key: 'news' };
const articles: ListPage = { key: 'articlesList' };

describe('the blog’s list pages', () => {
  it.each([
    [hardware, 'pl', '/Aktualnosci/hardware', { category: 'hardware' }],
    [hardware, 'en', '/en/news/hardware', { category: 'hardware' }],
    [october, 'pl', '/Aktualnosci/2026/10', { year: 2026, month: 10 }],
    [october, 'de', '/de/aktuelles/2026/10', { year: 2026, month: 10 }],
    [all, 'pl', '/blog/', {}],
    [{ key: 'publication' }, 'en', '/en/publication/', {}],
    [news, 'pl', '/Aktualnosci', { kind: 'news' }],
    [{ key: 'articles' }, 'pl', '/Publikacje/artykuly', { kind: 'article' }],
    [articles, 'en', '/en/articles', { kind: 'article' }],
  ] as const)('%o in %s is %s, listing %o', (page, language, path, filter) => {
    expect(pathOfPage(page, language)).toBe(path);
    expect(filterOfPage(page)).toEqual(filter);
  });

  it('places a publication date in its UTC month', () => {
    expect(monthPageOf('2026-10-31T23:30:00.000Z')).toEqual(october);
    expect(monthPageOf('2027-01-01T00:00:00.000Z')).toEqual({ key: 'newsArchive', year: 2027, month: 1 });
  });

  it.each([
    ['news', [all, { key: 'publication' }, news]],
    ['article', [all, { key: 'publication' }, { key: 'articles' }, articles]],
  ] as const)(
    'puts an article of kind %s on the lists without parameters %o, its category’s and month’s',
    (kind, roots) => {
      expect(pagesOfArticle({ kind, category: 'security', publishedAt: '2026-10-20T09:00:00.000Z' })).toEqual(
        [...roots, categoryPage('security'), october],
      );
    },
  );

  it('has, with articles, the lists showing their kinds, their categories and months; pre-rendered, every list without parameters and category too', () => {
    expect(pagesWithArticles(polish)).toEqual([
      all,
      { key: 'publication' },
      news,
      hardware,
      categoryPage('security'),
      { key: 'newsArchive', year: 2026, month: 11 },
      october,
    ]);
    expect(pagesWithArticles([])).toEqual([]);
    expect(listPagesOf([])).toHaveLength(10);
    expect(listPagesOf(polish)).toHaveLength(12);
  });

  it.each([
    [hardware, [], true],
    [all, [], true],
    [news, english, true],
    [october, english, true],
    [october, [], false],
    [{ key: 'newsArchive', year: 2026, month: 11 } as ListPage, english, false],
  ])('renders %o with %o: %s', (page, articles, renders) => expect(rendersIn(page, articles)).toBe(renders));

  it('drops repeated pages, keeping the first order', () => {
    expect(distinctPages([hardware, october, categoryPage('hardware'), monthPageOf('2026-10-09')])).toEqual([
      hardware,
      october,
    ]);
  });

  it('alternates a page with the languages it has articles in, and its own', () => {
    const byLanguage = new Map<Language, Placed[]>([
      ['pl', polish],
      ['en', english],
      ['de', []],
    ]);
    expect(alternatesOfPage(october, 'pl', byLanguage)).toEqual([
      { language: 'pl', path: '/Aktualnosci/2026/10' },
      { language: 'en', path: '/en/news/2026/10' },
    ]);
    expect(alternatesOfPage(categoryPage('security'), 'de', byLanguage)).toEqual([
      { language: 'pl', path: '/Aktualnosci/security' },
      { language: 'de', path: '/de/aktuelles/security' },
    ]);
    expect(alternatesOfPage(all, 'de', byLanguage)).toEqual([
      { language: 'pl', path: '/blog/' },
      { language: 'en', path: '/en/blog/' },
      { language: 'de', path: '/de/blog/' },
    ]);
    expect(alternatesOfPage(news, 'pl', byLanguage)).toEqual([{ language: 'pl', path: '/Aktualnosci' }]);
    expect(alternatesOfPage(articles, 'pl', byLanguage)).toEqual([
      { language: 'pl', path: '/Artykuly' },
      { language: 'en', path: '/en/articles' },
    ]);
  });
});
