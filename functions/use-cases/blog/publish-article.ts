import type { ArticleInput, ArticleView } from '#shared/blog/article';
import { fieldMessages } from '#shared/validation';
import { unsafeMarkdown } from '../../lib/markdown/markdown';
import { failOnFields, ok, type Result } from '../result';
import { articleView, pageShopper } from './article-view';
import type { ArticlePagePorts, BlogPorts } from './deps';
import { renderArticlePage } from './render-article-pages';

/**
 * Content staff write (or rewrite) an article and publish it. Input: the article (`shared/blog/article.ts`).
 * Output: the article page's data. Course: a body with raw HTML or a link or image that is not
 * http(s), mailto or site-relative is refused (`invalid_data` naming `body`: nothing stored); else the
 * Markdown is stored (its ratings kept on a rewrite), published now unless dated, and the article's
 * page pre-rendered into the site bucket.
 */
export const publishArticle = async (
  ports: BlogPorts & ArticlePagePorts,
  { publishedAt, ...input }: ArticleInput,
): Promise<Result<ArticleView>> => {
  if (unsafeMarkdown(input.body)) {
    return failOnFields('invalid_data', [{ path: 'body', message: fieldMessages.unsafeMarkup }]);
  }
  const article = { ...input, publishedAt: new Date(publishedAt ?? ports.clock()).toISOString() };
  await ports.commit([{ item: ports.articleItems.save(article) }]);
  const stored = await ports.readArticle(article.language, article.link);
  if (!stored) throw new Error(`article ${article.language}/${article.link} vanished after it was saved`);
  const view = await articleView(ports, stored, pageShopper(stored.language));
  await renderArticlePage(ports, view);
  return ok(view);
};
