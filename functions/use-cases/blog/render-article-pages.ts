import type { ArticleView } from '#shared/blog/article';
import { articleAlternates, articlePagePath } from '#shared/blog/article-link';
import { languages } from '#shared/locale';
import { articleView, pageShopper } from './article-view';
import type { ArticlePagePorts, BlogPorts } from './deps';
import { renderAllListPages } from './render-list-pages';

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
    for (const article of await ports.allArticles(language)) {
      await renderArticlePage(ports, await articleView(ports, article, pageShopper(language)));
      pages += 1;
    }
  }
  return pages;
};
