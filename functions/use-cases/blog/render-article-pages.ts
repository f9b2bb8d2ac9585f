import type { Article, ArticleView } from '#shared/blog/article';
import { articleAlternates, articlePagePath } from '#shared/blog/article-link';
import { languages } from '#shared/locale';
import { articleView, pageShopper } from './article-view';
import type { ArticlePagePorts, BlogPorts } from './deps';
import { renderAllListPages, renderListPagesOf } from './render-list-pages';

// Articles' pages pre-rendered into the site bucket, as catalogue pages are: `/blog/{link}/` in the
// article's own language, its translations' pages as its alternates (hreflang).

export const renderArticlePage = async (
  { writePage }: ArticlePagePorts,
  article: ArticleView,
): Promise<void> => {
  await writePage({
    language: article.language,
    path: articlePagePath(article),
    alternates: articleAlternates(article),
    data: { article },
  });
};

/**
 * Every article's page and every list page (`render-list-pages.ts`) in every language (after the seed,
 * or when a new site build changed the shell); answers how many.
 */
export const renderAllBlogPages = async (ports: BlogPorts & ArticlePagePorts): Promise<number> => {
  let pages = await renderAllListPages(ports);
  for (const language of languages) {
    // The language's articles read once for all its pages' popular articles.
    const heads = await ports.articleHeads(language);
    const read = { ...ports, articleHeads: async () => heads };
    for (const article of await ports.allArticles(language)) {
      await renderArticlePage(ports, await articleView(read, article, pageShopper(language)));
      pages += 1;
    }
  }
  return pages;
};

/**
 * The pages an article's change touches: its own page written while it is published and taken out of
 * the site once it is not; the pages of its translations, now and before (their hreflang links follow
 * its publication); the list pages it is on, and those its earlier published version was on.
 */
export const refreshArticlePages = async (
  ports: BlogPorts & ArticlePagePorts,
  article: Article,
  before: Article | undefined,
): Promise<void> => {
  const published = [article, before].filter((version) => version?.state === 'published');
  if (published.length === 0) return;
  if (article.state === 'published')
    await renderArticlePage(ports, await articleView(ports, article, pageShopper(article.language)));
  else await ports.deletePage(articlePagePath(article));
  const named = [...article.translations, ...(before?.translations ?? [])];
  const translations = named.filter(
    (translation, index) =>
      named.findIndex((t) => t.language === translation.language && t.link === translation.link) === index,
  );
  for (const { language, link } of translations) {
    const linked = await ports.readArticle(language, link);
    if (linked?.state === 'published')
      await renderArticlePage(ports, await articleView(ports, linked, pageShopper(language)));
  }
  await renderListPagesOf(ports, published);
};
