import type { Article } from '#shared/blog/article';
import type { ErrorCode } from '#shared/errors';
import { type AuditActor, auditChanges } from '#shared/staff-audit';
import type { DatedArticle, SaveCondition } from '../../lib/table/articles';
import type { GuardedItem } from '../../lib/table/transaction';
import { fail, ok, type Result } from '../result';
import type { ArticlePagePorts, BlogPorts, StaffArticlePorts } from './deps';
import { refreshArticlePages } from './render-article-pages';

export type StoreArticlePorts = BlogPorts & ArticlePagePorts & Pick<StaffArticlePorts, 'auditRecorded'>;

/** What a staff action on an article is called in its record. */
export type ArticleAction = 'saved' | 'published' | 'scheduled' | 'unpublished';

/** The fields a record compares: what staff wrote and the publication, never the ratings nor the rendered body. */
const auditedFields = ({
  ratings: _ratings,
  updatedAt: _updatedAt,
  html: _html,
  ...fields
}: Omit<Article, 'ratings'> & Partial<Pick<DatedArticle, 'ratings' | 'updatedAt'>>) => fields;

/** An article change committed with its record; `condition`'s failure answers `whenChanged`. */
export const commitArticle = async (
  ports: StoreArticlePorts,
  change: {
    article: Omit<Article, 'ratings'>;
    before: DatedArticle | undefined;
    others?: Omit<Article, 'ratings'>[];
    condition?: SaveCondition;
    whenChanged?: ErrorCode;
    action: ArticleAction;
    actor: AuditActor;
  },
): Promise<Result<DatedArticle>> => {
  const now = ports.clock();
  const { article, before } = change;
  const items: GuardedItem<ErrorCode>[] = [
    {
      item: ports.articleItems.save(article, now, change.condition),
      ...(change.condition ? { whenConditionFails: change.whenChanged ?? 'changed_meanwhile' } : {}),
    },
    ...(change.others ?? []).map((other) => ({ item: ports.articleItems.save(other, now) })),
    {
      item: ports.auditRecorded(
        { kind: 'article', language: article.language, link: article.link },
        {
          at: now.toISOString(),
          action: change.action,
          actor: change.actor,
          changes: auditChanges(before && auditedFields(before), auditedFields(article)),
        },
      ),
    },
  ];
  const committed = await ports.commit(items);
  if (!committed.ok) return fail(committed.code);
  const stored = await ports.readArticle(article.language, article.link);
  if (!stored) throw new Error(`article ${article.language}/${article.link} vanished after it was saved`);
  await refreshArticlePages(ports, stored, before);
  return ok(stored);
};
