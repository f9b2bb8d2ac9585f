import * as z from 'zod/mini';
import { defaultLanguage, languages } from '../locale';
import type { RouteKey } from '../routes';
import { fieldMessages } from '../validation';
import type { ArchiveMonth } from './archive';
import { type ArticleSummary, articleCategories, articleKinds } from './article';

// Which articles a blog or portal list shows (`GET /api/blog/articles`), and which list each list
// route of spec section 2 is: `/blog/` and `/Publikacja/` everything, `/Aktualnosci` the news,
// `/Publikacje/artykuly` and `/Artykuly` the articles, `/Aktualnosci/{year}/{month}` a month of
// everything, `/Aktualnosci/{category}` a category.

const natural = (pattern: RegExp) =>
  z.pipe(
    z.string().check(z.regex(pattern, fieldMessages.invalidValue)),
    z.transform((value: string) => Number(value)),
  );

export const articleListQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({
      language: z._default(z.enum(languages), defaultLanguage),
      kind: z.optional(z.enum(articleKinds)),
      category: z.optional(z.enum(articleCategories)),
      year: z.optional(natural(/^(19|20)\d\d$/)),
      month: z.optional(natural(/^(0?[1-9]|1[0-2])$/)),
      page: z._default(natural(/^[1-9]\d{0,2}$/), 1),
    })
    .check(
      z.refine(({ year, month }) => (year === undefined) === (month === undefined), {
        message: fieldMessages.invalidValue,
        path: ['month'],
      }),
    ),
);
export type ArticleListQuery = z.output<typeof articleListQuerySchema>;

/** The filters of a list, as query parameters (the language and page aside). */
export type ArticleFilter = Partial<Pick<ArticleListQuery, 'kind' | 'category' | 'year' | 'month'>>;

/** A list page's answer: the page's articles, whether more follow, and the sidebar's popular articles and archive. */
export interface ArticleListing {
  articles: ArticleSummary[];
  hasMore: boolean;
  popular: ArticleSummary[];
  archive: ArchiveMonth[];
}

export const articleListRouteKeys = [
  'blog',
  'publication',
  'news',
  'articles',
  'articlesList',
  'newsArchive',
  'newsCategory',
] as const satisfies readonly RouteKey[];
export type ArticleListRouteKey = (typeof articleListRouteKeys)[number];

/** The filter of a list route with its path parameters; undefined for an unknown category (not found). */
export const filterOfRoute = (
  key: ArticleListRouteKey,
  params: Record<string, string>,
): ArticleFilter | undefined => {
  switch (key) {
    case 'news':
      return { kind: 'news' };
    case 'articles':
    case 'articlesList':
      return { kind: 'article' };
    case 'newsArchive':
      return { year: Number(params.year), month: Number(params.month) };
    case 'newsCategory': {
      const category = articleCategories.find((known) => known === params.category);
      return category === undefined ? undefined : { category };
    }
    default:
      return {};
  }
};

/** The query string of a list's page. */
export const listingParams = (filter: ArticleFilter, page: number): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter))
    if (value !== undefined) params.set(name, String(value));
  if (page !== 1) params.set('page', String(page));
  return params;
};
