import type { ArticleInput } from '#shared/blog/article';
import type { ArticleState } from '#shared/blog/article-states';
import { renderMarkdown } from '#shared/blog/markdown';
import type { AuditActor } from '#shared/staff-audit';
import { fieldMessages } from '#shared/validation';
import { sanitizeMarkdown } from '../../lib/markdown/sanitize-markdown';
import type { DatedArticle } from '../../lib/table/articles';
import { failOnFields, type Result } from '../result';
import { type ArticleAction, commitArticle, type StoreArticlePorts } from './commit-article';
import { linkTranslations } from './link-translations';

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
  const article = {
    ...input,
    body,
    html: renderMarkdown(body),
    state,
    publishedAt: new Date(input.publishedAt).toISOString(),
  };
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
