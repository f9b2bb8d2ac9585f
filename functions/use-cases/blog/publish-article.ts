import type { ArticleInput, PublishedArticle } from '#shared/blog/article';
import { articleMachine, publicationStateAt } from '#shared/blog/article-states';
import type { AuditActor } from '#shared/staff-audit';
import { fail, ok, type Result } from '../result';
import { articleView, pageShopper } from './article-view';
import type { StoreArticlePorts } from './commit-article';
import { storeArticle } from './store-article';

/**
 * Content staff write (or rewrite) an article and publish it. Input: the article
 * (`shared/blog/article.ts`) and who publishes. Output: the article page's data and the Markdown as
 * stored. Course: published now unless dated; dated ahead of now it is scheduled instead (on no
 * reader's list, feed or sitemap and without a page until `publish-due-articles.ts` publishes it).
 * A published article may be rewritten but not scheduled again (`article_move_not_allowed`: taken
 * back first). Then `store-article.ts`'s course, its record `published` (`saved` for a rewrite of a
 * published one, `scheduled` for a later date).
 */
export const publishArticle = async (
  ports: StoreArticlePorts,
  { publishedAt, ...input }: ArticleInput,
  actor: AuditActor,
): Promise<Result<PublishedArticle>> => {
  const now = ports.clock();
  const at = new Date(publishedAt ?? now);
  const state = publicationStateAt(at, now);
  const before = await ports.readArticle(input.language, input.link);
  const rewrite = before?.state === 'published' && state === 'published';
  if (before && !rewrite && !articleMachine.canMove(before.state, state))
    return fail('article_move_not_allowed');
  const stored = await storeArticle(ports, {
    input: { ...input, publishedAt: at.toISOString() },
    before,
    state,
    action: rewrite ? 'saved' : state,
    actor,
  });
  if (!stored.ok) return stored;
  const view = await articleView(ports, stored.value, pageShopper(stored.value.language));
  return ok({ ...view, body: stored.value.body });
};
