import * as z from 'zod/mini';
import { languages } from '../locale';
import type { AuditRecord } from '../staff-audit';
import {
  type Article,
  type ArticleHead,
  type ArticleSummary,
  articleCategories,
  articleSummary,
} from './article';
import { articleStates } from './article-states';

// The content staff's view of the articles: every language and state, newest change first.

/** `GET /api/content/articles?language=&state=&category=&cursor=`: a page of the staff's list. */
export const staffArticlesQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    language: z.optional(z.enum(languages)),
    state: z.optional(z.enum(articleStates)),
    category: z.optional(z.enum(articleCategories)),
    cursor: z.optional(z.string().check(z.maxLength(512))),
  }),
);
export type StaffArticlesQuery = z.output<typeof staffArticlesQuerySchema>;

/** How many articles one page of the staff's list holds. */
export const staffArticlesPageSize = 20;

/** An article in the staff's list: its head, its state and when it last changed. */
export interface StaffArticleSummary extends Omit<ArticleSummary, 'rating'> {
  state: Article['state'];
  updatedAt: string;
}

export const staffArticleSummary = (
  article: ArticleHead & Pick<Article, 'state'>,
  updatedAt: string,
): StaffArticleSummary => {
  const { rating: _rating, ...summary } = articleSummary(article);
  return { ...summary, state: article.state, updatedAt };
};

export interface StaffArticleListing {
  articles: StaffArticleSummary[];
  /** Where the next page starts; absent on the last one. */
  cursor?: string;
}

/**
 * An article as stored, for its editor: the Markdown, its state, when it changed and what staff did to
 * it; not its rendered body, which the editor's preview renders from the Markdown as it is typed.
 */
export interface StaffArticle extends Omit<Article, 'ratings' | 'html'> {
  updatedAt: string;
  history: AuditRecord[];
}
