import type { ArticleView } from '#shared/blog/article';
import { languages } from '#shared/locale';
import { pathFor } from '#shared/routes';
import { articleView, pageShopper } from './article-view';
import type { ArticlePagePorts, BlogPorts } from './deps';

// Articles' pages pre-rendered into the site bucket, as catalogue pages are: `/blog/{link}/` in the
// article's own language (an article is written in one language, so it has no alternates).

export const renderArticlePage = async (
  { writePage }: ArticlePagePorts,
  article: ArticleView,
): Promise<void> => {
  const path = pathFor('blogArticle', article.language, { slug: article.link });
  await writePage({
    language: article.language,
    path,
    alternates: [{ language: article.language, path }],
    screen: 'blog',
    data: { article },
  });
};

/** Every article's page in every language (after the seed, or when a new site build changed the shell); answers how many. */
export const renderAllArticlePages = async (ports: BlogPorts & ArticlePagePorts): Promise<number> => {
  let pages = 0;
  for (const language of languages) {
    for (const article of await ports.allArticles(language)) {
      await renderArticlePage(ports, await articleView(ports, article, pageShopper(language)));
      pages += 1;
    }
  }
  return pages;
};
