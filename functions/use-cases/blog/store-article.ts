import type { Article, ArticleInput } from '#shared/blog/article';
import type { ArticleState } from '#shared/blog/article-states';
import type { ErrorCode } from '#shared/errors';
import { type AuditActor, auditChanges } from '#shared/staff-audit';
import { fieldMessages } from '#shared/validation';
import { sanitizeMarkdown } from '../../lib/markdown/sanitize-markdown';
import type { DatedArticle, SaveCondition } from '../../lib/table/articles';
import type { GuardedItem } from '../../lib/table/transaction';
import { fail, failOnFields, ok, type Result } from '../result';
import type { ArticlePagePorts, BlogPorts, StaffArticlePorts } from './deps';
import { linkTranslations } from './link-translations';
import { refreshArticlePages } from './render-article-pages';

export type StoreArticlePorts = BlogPorts & ArticlePagePorts & Pick<StaffArticlePorts, 'auditRecorded'>;

/** What a staff action on an article is called in its record. */
export type ArticleAction = 'saved' | 'published' | 'scheduled' | 'unpublished';

/** The fields a record compares: what staff wrote and the publication, never the ratings. */
const auditedFields = ({
  ratings: _ratings,
  updatedAt: _updatedAt,
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

/**
 * The course saving and publishing share. Input: what staff wrote, the state it is to be in, and who
 * acts. Course: the Markdown is sanitized (raw HTML without the elements that run or embed something,
 * event attributes and hostile URLs; links and images whose URL is not http(s), mailto or site-relative
 * reduced to their words: `lib/markdown/`); a body with nothing left is refused (`invalid_data`,
 * `body` `required`: nothing stored), and so is a translation that is not stored
 * (`link-translations.ts`); else it is stored (its ratings kept on a rewrite) conditional on the state
 * read (`changed_meanwhile`), or on being new (`article_link_taken`), with each translation it names
 * made to name it back, and each one its earlier version named that it no longer does made to stop
 * naming it, and the action's record, in one transaction; then the pages it changes are written
 * (`render-article-pages.ts`).
 */
export const storeArticle = async (
  ports: StoreArticlePorts,
  {
    input,
    before,
    state,
    isNew,
    action,
    actor,
  }: {
    input: Omit<ArticleInput, 'publishedAt'> & { publishedAt: string };
    before: DatedArticle | undefined;
    state: ArticleState;
    isNew?: boolean;
    action: ArticleAction;
    actor: AuditActor;
  },
): Promise<Result<DatedArticle>> => {
  const body = sanitizeMarkdown(input.body);
  if (body.trim() === '')
    return failOnFields('invalid_data', [{ path: 'body', message: fieldMessages.required }]);
  const article = { ...input, body, state, publishedAt: new Date(input.publishedAt).toISOString() };
  const translations = await linkTranslations(ports, article, before);
  if (!translations.ok) return translations;
  return commitArticle(ports, {
    article,
    before,
    others: translations.value,
    ...(isNew
      ? { condition: { isNew: true }, whenChanged: 'article_link_taken' }
      : before
        ? { condition: { states: [before.state] } }
        : {}),
    action,
    actor,
  });
};
