import type { Article } from '#shared/blog/article';
import type { CatalogueIndex } from '../../lib/search/catalogue-index';
import type { SitePage } from '../../lib/site-page-writer';
import type { TransactItem } from '../../lib/table/transaction';
import type { ArticlePagePorts, BlogPorts } from '../blog/deps';
import { fakeTablePorts } from './fake-table-ports';

/**
 * In-memory blog ports: articles by `<language>/<link>` (a save takes effect when built, as the commit
 * that follows it always succeeds here), every list newest first, an empty catalogue and the pages written.
 */
export const fakeBlogPorts = (stored: Article[] = [], failing: readonly string[] = []) => {
  const table = fakeTablePorts(failing);
  const articles = new Map(stored.map((article) => [`${article.language}/${article.link}`, article]));
  const pages: SitePage[] = [];
  const newest = () => [...articles.values()].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const ports: BlogPorts & ArticlePagePorts = {
    ...table.ports,
    articleItems: {
      save: (article) => {
        const key = `${article.language}/${article.link}`;
        articles.set(key, { ...article, ratings: articles.get(key)?.ratings ?? { count: 0, sum: 0 } });
        return { Update: { save: key } } as unknown as TransactItem;
      },
      addRating: (language, link, rating) =>
        ({ Update: { rate: [language, link, rating] } }) as unknown as TransactItem,
      putRating: (language, link, userId, rating) =>
        ({ Put: { rating: [language, link, userId, rating] } }) as unknown as TransactItem,
    },
    readArticle: async (language, link) => articles.get(`${language}/${link}`),
    newestArticles: async (list, limit) =>
      newest()
        .filter(
          (article) =>
            article.language === list.language &&
            (!('category' in list) || article.category === list.category) &&
            (!('kind' in list) || article.kind === list.kind) &&
            (!('month' in list) || !list.month || article.publishedAt.startsWith(list.month)),
        )
        .slice(0, limit),
    allArticles: async (language) => newest().filter((article) => article.language === language),
    articleHeads: async (language) => newest().filter((article) => article.language === language),
    catalogue: async () => ({ numberOf: new Map(), products: [] }) as unknown as CatalogueIndex,
    writePage: async (page) => {
      pages.push(page);
    },
  };
  return { ports, commits: table.commits, pages, articles };
};
