import type { ArticleInput, PublishedArticle } from '#shared/blog/article';
import { fieldMessages } from '#shared/validation';
import { sanitizeMarkdown } from '../../lib/markdown/sanitize-markdown';
import { failOnFields, ok, type Result } from '../result';
import { articleView, pageShopper } from './article-view';
import type { ArticlePagePorts, BlogPorts } from './deps';
import { linkTranslations } from './link-translations';
import { renderArticlePage } from './render-article-pages';
import { renderListPagesOf } from './render-list-pages';

/**
 * Content staff write (or rewrite) an article and publish it. Input: the article (`shared/blog/article.ts`).
 * Output: the article page's data and the Markdown as stored. Course: the Markdown is sanitized (raw HTML
 * without the elements that run or embed something, event attributes and hostile URLs; links and images
 * whose URL is not http(s), mailto or site-relative reduced to their words: `lib/markdown/`); a body with
 * nothing left is refused (`invalid_data`, `body` `required`: nothing stored), and so is a translation
 * that is not published (`link-translations.ts`); else it is stored (its ratings kept on a rewrite),
 * published now unless dated, with each translation it names made to name it back, and each one its
 * earlier version named that it no longer does made to stop naming it, in the same transaction, and the pages pre-rendered into the site bucket: its own, its translations' (their
 * hreflang links change) and the list pages it is on (the lists without parameters showing its kind,
 * its category's, its month's; for a rewrite also its earlier version's).
 */
export const publishArticle = async (
  ports: BlogPorts & ArticlePagePorts,
  { publishedAt, ...input }: ArticleInput,
): Promise<Result<PublishedArticle>> => {
  const body = sanitizeMarkdown(input.body);
  if (body.trim() === '')
    return failOnFields('invalid_data', [{ path: 'body', message: fieldMessages.required }]);
  const article = { ...input, body, publishedAt: new Date(publishedAt ?? ports.clock()).toISOString() };
  const before = await ports.readArticle(article.language, article.link);
  const translations = await linkTranslations(ports, article, before);
  if (!translations.ok) return translations;
  await ports.commit(
    [article, ...translations.value].map((written) => ({ item: ports.articleItems.save(written) })),
  );
  const stored = await ports.readArticle(article.language, article.link);
  if (!stored) throw new Error(`article ${article.language}/${article.link} vanished after it was saved`);
  const view = await articleView(ports, stored, pageShopper(stored.language));
  await renderArticlePage(ports, view);
  for (const translation of translations.value) {
    const linked = await ports.readArticle(translation.language, translation.link);
    if (linked)
      await renderArticlePage(ports, await articleView(ports, linked, pageShopper(linked.language)));
  }
  await renderListPagesOf(ports, [stored, before]);
  return ok({ ...view, body: stored.body });
};
