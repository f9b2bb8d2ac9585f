import { archiveMonths, monthPrefix } from '#shared/blog/archive';
import { articleSummary } from '#shared/blog/article';
import type { ArticleListing, ArticleListQuery } from '#shared/blog/article-listing';
import { itemsToRead, pageOf } from '#shared/blog/pagination';
import { popularArticles } from '#shared/blog/popular';
import type { ArticleList } from '../../lib/table/articles';
import type { BlogPorts } from './deps';

const listOf = ({ language, kind, category, year, month }: ArticleListQuery): ArticleList => {
  if (category) return { language, category };
  if (kind) return { language, kind };
  return year && month ? { language, month: monthPrefix(year, month) } : { language };
};

/**
 * A page of a blog list (all, news, articles, a category or a month), newest first, and whether more
 * follow. The first page also carries the sidebar, from every article of the language: the popular
 * articles and the archive's months; later pages, appended under it, leave them empty.
 */
export const listArticles = async (
  { newestArticles, articleHeads }: Pick<BlogPorts, 'newestArticles' | 'articleHeads'>,
  query: ArticleListQuery,
): Promise<ArticleListing> => {
  const read = await newestArticles(listOf(query), itemsToRead(query.page));
  const { items, hasMore } = pageOf(read.map(articleSummary), query.page);
  if (query.page > 1) return { articles: items, hasMore, popular: [], archive: [] };
  const every = (await articleHeads(query.language)).map(articleSummary);
  return {
    articles: items,
    hasMore,
    popular: popularArticles(every),
    archive: archiveMonths(every.map(({ publishedAt }) => publishedAt)),
  };
};
