import type { Language } from '../locale';
import { type Alternate, pathFor } from '../routes';
import { archiveMonths } from './archive';
import { type ArticleCategory, type ArticleKind, articleCategories } from './article';
import { type ArticleFilter, filterOfRoute } from './article-listing';

// The blog's list pages that are pre-rendered per language, as its articles are: the lists without
// parameters (`/blog/`, `/Publikacja/`, `/Aktualnosci`, `/Publikacje/artykuly`, `/Artykuly`) and a
// category's (`/Aktualnosci/{category}`), in every language, empty or not, since every list links them,
// and a month's of the archive (`/Aktualnosci/{year}/{month}`: the months a language has articles in).
// The sitemaps list those with articles; a page's alternates are the languages in which it has articles.

/** The lists without parameters: `/blog/` and `/Publikacja/` every article, `/Aktualnosci` the news, the other two the articles. */
export const rootListKeys = ['blog', 'publication', 'news', 'articles', 'articlesList'] as const;
export type RootListKey = (typeof rootListKeys)[number];

export type ListPage =
  | { key: RootListKey }
  | { key: 'newsCategory'; category: ArticleCategory }
  | { key: 'newsArchive'; year: number; month: number };

/** What a list page's article needs to place it: its kind, its category and publication date (ISO). */
export type Placed = { kind: ArticleKind; category: ArticleCategory; publishedAt: string };

const rootPages: ListPage[] = rootListKeys.map((key) => ({ key }));

export const categoryPage = (category: ArticleCategory): ListPage => ({ key: 'newsCategory', category });

/** The archive month of a publication date (UTC). */
export const monthPageOf = (publishedAt: string): ListPage => ({
  key: 'newsArchive',
  year: Number(publishedAt.slice(0, 4)),
  month: Number(publishedAt.slice(5, 7)),
});

/** The list's filter (`shared/blog/article-listing.ts`). */
export const filterOfPage = (page: ListPage): ArticleFilter => {
  if (page.key === 'newsCategory') return { category: page.category };
  if (page.key === 'newsArchive') return { year: page.year, month: page.month };
  return filterOfRoute(page.key, {}) ?? {};
};

export const pathOfPage = (page: ListPage, language: Language): string => {
  if (page.key === 'newsCategory') return pathFor('newsCategory', language, { category: page.category });
  if (page.key === 'newsArchive')
    return pathFor('newsArchive', language, { year: page.year, month: page.month });
  return pathFor(page.key, language);
};

/** Whether two list pages are the same page (in any one language). */
export const samePage = (page: ListPage, other: ListPage): boolean =>
  pathOfPage(page, 'pl') === pathOfPage(other, 'pl');
const sameAs = (page: ListPage) => (other: ListPage) => samePage(page, other);

/** The pages without repeats, in their first order. */
export const distinctPages = (pages: readonly ListPage[]): ListPage[] =>
  pages.filter((page, index) => pages.findIndex(sameAs(page)) === index);

/** Whether a list without parameters shows an article (of its kind, or any). */
const lists = (page: ListPage, { kind }: Placed): boolean => {
  const filter = filterOfPage(page);
  return filter.kind === undefined || filter.kind === kind;
};

/** The list pages an article is on: the lists without parameters that show its kind, its category's and its month's. */
export const pagesOfArticle = (article: Placed): ListPage[] => [
  ...rootPages.filter((page) => lists(page, article)),
  categoryPage(article.category),
  monthPageOf(article.publishedAt),
];

/** The list pages a language's articles show up on: the lists without parameters, their categories' and their months'. */
export const pagesWithArticles = (articles: readonly Placed[]): ListPage[] => [
  ...rootPages.filter((page) => articles.some((article) => lists(page, article))),
  ...articleCategories.filter((category) => articles.some((a) => a.category === category)).map(categoryPage),
  ...archiveMonths(articles.map(({ publishedAt }) => publishedAt)).map(({ year, month }) => ({
    key: 'newsArchive' as const,
    year,
    month,
  })),
];

/** Every list page a language has pre-rendered: each list without parameters, each category's, and each month it has articles in. */
export const listPagesOf = (articles: readonly Placed[]): ListPage[] => [
  ...rootPages,
  ...articleCategories.map(categoryPage),
  ...pagesWithArticles(articles).filter(({ key }) => key === 'newsArchive'),
];

/** Whether a language pre-renders the page: a month when it has articles in it, any other always (every list links it). */
export const rendersIn = (page: ListPage, articles: readonly Placed[]): boolean =>
  page.key !== 'newsArchive' || pagesWithArticles(articles).some(sameAs(page));

/** The page in the languages it has articles in (and its own language), as hreflang alternates. */
export const alternatesOfPage = (
  page: ListPage,
  language: Language,
  byLanguage: ReadonlyMap<Language, readonly Placed[]>,
): Alternate[] =>
  [...byLanguage]
    .filter(([other, articles]) => other === language || pagesWithArticles(articles).some(sameAs(page)))
    .map(([other]) => ({ language: other, path: pathOfPage(page, other) }));
