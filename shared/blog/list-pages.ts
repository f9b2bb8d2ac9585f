import type { Language } from '../locale';
import { type Alternate, pathFor } from '../routes';
import { archiveMonths } from './archive';
import { type ArticleCategory, articleCategories } from './article';
import type { ArticleFilter } from './article-listing';

// The blog's list pages that are pre-rendered per language, as its articles are: a category's
// (`/Aktualnosci/{category}`: every category in every language, empty or not, since every list links
// every category) and a month's of the archive (`/Aktualnosci/{year}/{month}`: the months a language
// has articles in). The sitemaps list those with articles; a page's alternates are the languages in
// which it has articles.

export type ListPage =
  | { key: 'newsCategory'; category: ArticleCategory }
  | { key: 'newsArchive'; year: number; month: number };

/** What a list page's article needs to place it: its category and publication date (ISO). */
export type Placed = { category: ArticleCategory; publishedAt: string };

export const categoryPage = (category: ArticleCategory): ListPage => ({ key: 'newsCategory', category });

/** The archive month of a publication date (UTC). */
export const monthPageOf = (publishedAt: string): ListPage => ({
  key: 'newsArchive',
  year: Number(publishedAt.slice(0, 4)),
  month: Number(publishedAt.slice(5, 7)),
});

/** The list's filter (`shared/blog/article-listing.ts`). */
export const filterOfPage = (page: ListPage): ArticleFilter =>
  page.key === 'newsCategory' ? { category: page.category } : { year: page.year, month: page.month };

export const pathOfPage = (page: ListPage, language: Language): string =>
  page.key === 'newsCategory'
    ? pathFor('newsCategory', language, { category: page.category })
    : pathFor('newsArchive', language, { year: page.year, month: page.month });

/** Whether two list pages are the same page (in any one language). */
export const samePage = (page: ListPage, other: ListPage): boolean =>
  pathOfPage(page, 'pl') === pathOfPage(other, 'pl');
const sameAs = (page: ListPage) => (other: ListPage) => samePage(page, other);

/** The pages without repeats, in their first order. */
export const distinctPages = (pages: readonly ListPage[]): ListPage[] =>
  pages.filter((page, index) => pages.findIndex(sameAs(page)) === index);

/** The list pages a language's articles show up on: their categories' and their months'. */
export const pagesWithArticles = (articles: readonly Placed[]): ListPage[] => [
  ...articleCategories.filter((category) => articles.some((a) => a.category === category)).map(categoryPage),
  ...archiveMonths(articles.map(({ publishedAt }) => publishedAt)).map(({ year, month }) => ({
    key: 'newsArchive' as const,
    year,
    month,
  })),
];

/** Every list page a language has pre-rendered: each category's, and each month it has articles in. */
export const listPagesOf = (articles: readonly Placed[]): ListPage[] => [
  ...articleCategories.map(categoryPage),
  ...pagesWithArticles(articles).filter(({ key }) => key === 'newsArchive'),
];

/** Whether a language pre-renders the page: a category always (every list links it), a month when it has articles in it. */
export const rendersIn = (page: ListPage, articles: readonly Placed[]): boolean =>
  page.key === 'newsCategory' || pagesWithArticles(articles).some(sameAs(page));

/** The page in the languages it has articles in (and its own language), as hreflang alternates. */
export const alternatesOfPage = (
  page: ListPage,
  language: Language,
  byLanguage: ReadonlyMap<Language, readonly Placed[]>,
): Alternate[] =>
  [...byLanguage]
    .filter(([other, articles]) => other === language || pagesWithArticles(articles).some(sameAs(page)))
    .map(([other]) => ({ language: other, path: pathOfPage(page, other) }));
