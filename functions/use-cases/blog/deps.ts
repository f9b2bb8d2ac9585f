import type { Language } from '#shared/locale';
import type { CatalogueIndex } from '../../lib/search/catalogue-index';
import { catalogueIndex } from '../../lib/search/published-index';
import type { SitePage } from '../../lib/site-page-writer';
import {
  allArticles,
  articleHeads,
  articleItems,
  type articlesWithoutHtml,
  type DatedArticle,
  type dueArticles,
  getArticle,
  newestArticles,
  type staffArticles,
} from '../../lib/table/articles';
import type { auditOf, auditRecorded } from '../../lib/table/staff-audit';
import { type TablePorts, tablePorts } from '../table-ports';

/** The blog's ports: the article items and reads, the published catalogue (related products), commit and clock. */
export interface BlogPorts extends TablePorts {
  articleItems: typeof articleItems;
  /** An article, read consistently (right after it was written or rated). */
  readArticle: (language: Language, link: string) => Promise<DatedArticle | undefined>;
  newestArticles: typeof newestArticles;
  allArticles: typeof allArticles;
  articleHeads: typeof articleHeads;
  catalogue: () => Promise<CatalogueIndex>;
}

/** Pre-rendering: the writer of one page into the site bucket, and its remover. */
export interface ArticlePagePorts {
  writePage: (page: SitePage) => Promise<void>;
  deletePage: (path: string) => Promise<void>;
}

/**
 * The staff's side: their list, the scheduled articles due, the articles stored before their body was
 * kept rendered, and the record of what they did.
 */
export interface StaffArticlePorts {
  staffArticles: typeof staffArticles;
  dueArticles: typeof dueArticles;
  articlesWithoutHtml: typeof articlesWithoutHtml;
  auditRecorded: typeof auditRecorded;
  auditOf: typeof auditOf;
}

/**
 * The readers' ports: the blog API's routes (lists, an article, its rating). Pre-rendering and the
 * staff's side are `publishing-deps.ts`'s, so the readers' function carries no page renderer.
 */
export const deps = (): BlogPorts => ({
  ...tablePorts(),
  articleItems,
  readArticle: (language, link) => getArticle(language, link, { consistent: true }),
  newestArticles,
  allArticles,
  articleHeads,
  catalogue: () => catalogueIndex(),
});
