import { deleteSitePage, writeSitePage } from '../../lib/site-page-writer';
import { articlesWithoutHtml, dueArticles, staffArticles } from '../../lib/table/articles';
import { auditOf, auditRecorded } from '../../lib/table/staff-audit';
import { type ArticlePagePorts, type BlogPorts, deps, type StaffArticlePorts } from './deps';

/**
 * The publishing side's ports: the readers' and the site's pages written and removed (React's server
 * renderer), the staff's list, the scheduled articles due and the record of what staff did. Taken by
 * the content staff's article routes and the schedule publishing due articles.
 */
export const publishingDeps = (): BlogPorts & ArticlePagePorts & StaffArticlePorts => ({
  ...deps(),
  writePage: writeSitePage,
  deletePage: deleteSitePage,
  staffArticles,
  dueArticles,
  articlesWithoutHtml,
  auditRecorded,
  auditOf,
});
