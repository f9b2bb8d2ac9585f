import {
  type StaffArticle,
  type StaffArticleListing,
  type StaffArticlesQuery,
  staffArticlesPageSize,
} from '#shared/blog/staff-articles';
import type { Language } from '#shared/locale';
import type { DatedArticle } from '../../lib/table/articles';
import { fail, ok, type Result } from '../result';
import type { BlogPorts, StaffArticlePorts } from './deps';

// The content staff's reads of the articles: every language and state, as stored.

/** An article as its editor opens it: as stored (its Markdown, not its rendered body), with what staff did to it. */
export const staffArticleOf = async (
  { auditOf }: Pick<StaffArticlePorts, 'auditOf'>,
  { ratings: _ratings, html: _html, updatedAt, ...article }: DatedArticle,
): Promise<Result<StaffArticle>> =>
  ok({
    ...article,
    // An article stored before changes were dated counts as changed when it was published.
    updatedAt: updatedAt ?? article.publishedAt,
    history: await auditOf({ kind: 'article', language: article.language, link: article.link }),
  });

/** Input: a language and link. Output: the article as stored with its history, or `article_not_found`. */
export const readStaffArticle = async (
  ports: Pick<StaffArticlePorts, 'auditOf'> & Pick<BlogPorts, 'readArticle'>,
  { language, link }: { language: Language; link: string },
): Promise<Result<StaffArticle>> => {
  const article = await ports.readArticle(language, link);
  return article ? staffArticleOf(ports, article) : fail('article_not_found');
};

/** Input: the list's filters and cursor. Output: a page of articles, newest change first. */
export const listStaffArticles = (
  { staffArticles }: Pick<StaffArticlePorts, 'staffArticles'>,
  query: StaffArticlesQuery,
): Promise<StaffArticleListing> => staffArticles(query, staffArticlesPageSize);
