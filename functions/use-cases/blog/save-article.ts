import type { ArticleDraft } from '#shared/blog/article';
import type { StaffArticle } from '#shared/blog/staff-articles';
import type { AuditActor } from '#shared/staff-audit';
import type { Result } from '../result';
import type { StoreArticlePorts } from './commit-article';
import type { StaffArticlePorts } from './deps';
import { staffArticleOf } from './staff-articles';
import { storeArticle } from './store-article';

/**
 * Content staff save an article without changing its publication. Input: the article as written
 * (`isNew` when they start it) and who saves. Output: the article as stored, with its record.
 * Course: a new article is stored unpublished (`article_link_taken` when its language and link are
 * another's); a stored one keeps its state, so a published one's pages follow at once and a
 * scheduled one keeps waiting (for its new time, if it changed). Its publication date is the one
 * given, else the one it had, else now. Then `store-article.ts`'s course, its record `saved`.
 */
export const saveArticle = async (
  ports: StoreArticlePorts & Pick<StaffArticlePorts, 'auditOf'>,
  { isNew, publishedAt, ...input }: ArticleDraft,
  actor: AuditActor,
): Promise<Result<StaffArticle>> => {
  const before = isNew ? undefined : await ports.readArticle(input.language, input.link);
  const stored = await storeArticle(ports, {
    input: { ...input, publishedAt: publishedAt ?? before?.publishedAt ?? ports.clock().toISOString() },
    before,
    state: before?.state ?? 'unpublished',
    ...(isNew ? { isNew } : {}),
    action: 'saved',
    actor,
  });
  return stored.ok ? staffArticleOf(ports, stored.value) : stored;
};
