import { articleMachine } from '#shared/blog/article-states';
import type { StaffArticle } from '#shared/blog/staff-articles';
import type { Language } from '#shared/locale';
import type { AuditActor } from '#shared/staff-audit';
import { fail, type Result } from '../result';
import { commitArticle, type StoreArticlePorts } from './commit-article';
import type { StaffArticlePorts } from './deps';
import { staffArticleOf } from './staff-articles';

/**
 * Content staff take an article back (published, or scheduled for later). Input: its language and
 * link, and who acts. Output: the article as stored, with its record; `article_not_found`;
 * `article_move_not_allowed` for one not public nor scheduled. Course: moved to unpublished
 * conditional on the state read (`changed_meanwhile`), with its record, in one transaction; its page
 * taken out of the site and the list pages it was on and its translations' pages written without it
 * (`render-article-pages.ts`), so lists, feeds and sitemaps (which read only published articles)
 * leave it out at once.
 */
export const unpublishArticle = async (
  ports: StoreArticlePorts & Pick<StaffArticlePorts, 'auditOf'>,
  { language, link }: { language: Language; link: string },
  actor: AuditActor,
): Promise<Result<StaffArticle>> => {
  const before = await ports.readArticle(language, link);
  if (!before) return fail('article_not_found');
  if (!articleMachine.canMove(before.state, 'unpublished')) return fail('article_move_not_allowed');
  const stored = await commitArticle(ports, {
    article: { ...before, state: 'unpublished' },
    before,
    condition: { states: [before.state] },
    action: 'unpublished',
    actor,
  });
  return stored.ok ? staffArticleOf(ports, stored.value) : stored;
};
