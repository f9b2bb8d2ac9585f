import type { Article } from '#shared/blog/article';
import type { Language } from '#shared/locale';
import type { CatalogueIndex } from '../../lib/search/catalogue-index';
import { catalogueIndex } from '../../lib/search/published-index';
import { type SitePage, writeSitePage } from '../../lib/site-page-writer';
import {
  allArticles,
  articleHeads,
  articleItems,
  getArticle,
  newestArticles,
} from '../../lib/table/articles';
import { type TablePorts, tablePorts } from '../table-ports';

/** The blog's ports: the article items and reads, the published catalogue (related products), commit and clock. */
export interface BlogPorts extends TablePorts {
  articleItems: typeof articleItems;
  /** An article, read consistently (right after it was written or rated). */
  readArticle: (language: Language, link: string) => Promise<Article | undefined>;
  newestArticles: typeof newestArticles;
  allArticles: typeof allArticles;
  articleHeads: typeof articleHeads;
  catalogue: () => Promise<CatalogueIndex>;
}

/** Pre-rendering: the writer of one page into the site bucket. */
export interface ArticlePagePorts {
  writePage: (page: SitePage) => Promise<void>;
}

export const deps = (): BlogPorts & ArticlePagePorts => ({
  ...tablePorts(),
  articleItems,
  readArticle: (language, link) => getArticle(language, link, { consistent: true }),
  newestArticles,
  allArticles,
  articleHeads,
  catalogue: () => catalogueIndex(),
  writePage: writeSitePage,
});
