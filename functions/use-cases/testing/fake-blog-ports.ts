import type { Article } from '#shared/blog/article';
import { staffArticleSummary } from '#shared/blog/staff-articles';
import type { AuditRecord } from '#shared/staff-audit';
import type { CatalogueIndex } from '../../lib/search/catalogue-index';
import type { SitePage } from '../../lib/site-page-writer';
import type { DatedArticle, SaveCondition } from '../../lib/table/articles';
import type { AuditSubject } from '../../lib/table/staff-audit';
import type { TransactItem } from '../../lib/table/transaction';
import type { ArticlePagePorts, BlogPorts, StaffArticlePorts } from '../blog/deps';
import type { Commit } from '../table-ports';
import { fakeTablePorts } from './fake-table-ports';

type Change = { check: () => boolean; apply: () => void };

const subjectKey = (subject: AuditSubject) =>
  subject.kind === 'article' ? `${subject.language}/${subject.link}` : subject.id;

/**
 * In-memory blog ports: articles by `<language>/<link>`, each save applied when its commit succeeds
 * (its condition checked as the table would), every reader's list newest first and holding published
 * articles only, an empty catalogue, the pages written and removed, and the records of staff actions.
 */
export const fakeBlogPorts = (stored: Article[] = [], failing: readonly string[] = []) => {
  const table = fakeTablePorts(failing);
  const articles = new Map<string, DatedArticle>(
    stored.map((article) => [`${article.language}/${article.link}`, article]),
  );
  const pages: SitePage[] = [];
  const deleted: string[] = [];
  const history = new Map<string, AuditRecord[]>();
  const changes = new WeakMap<object, Change>();
  const published = () =>
    [...articles.values()]
      .filter((article) => article.state === 'published')
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const holds = (key: string, condition: SaveCondition) => {
    const now = articles.get(key);
    if (!condition) return true;
    if ('isNew' in condition) return !now;
    return (
      !!now &&
      condition.states.includes(now.state) &&
      (!condition.publishedAt || condition.publishedAt === now.publishedAt)
    );
  };
  const item = (change: Change) => {
    const built = { Update: {} } as TransactItem;
    changes.set(built, change);
    return built;
  };
  const commit: Commit = async (items, events) => {
    const refused = await table.ports.commit(items, events);
    if (!refused.ok) return refused;
    const failed = items.find(({ item: built }) => changes.get(built)?.check() === false);
    if (failed?.whenConditionFails) return { ok: false, code: failed.whenConditionFails };
    for (const { item: built } of items) changes.get(built)?.apply();
    return { ok: true };
  };
  const ports: BlogPorts & ArticlePagePorts & StaffArticlePorts = {
    ...table.ports,
    commit,
    articleItems: {
      save: (written, updatedAt, condition) => {
        const { ratings: _ratings, updatedAt: _updatedAt, ...article } = written as DatedArticle;
        const key = `${article.language}/${article.link}`;
        return item({
          check: () => holds(key, condition),
          apply: () =>
            articles.set(key, {
              ...article,
              ratings: articles.get(key)?.ratings ?? { count: 0, sum: 0 },
              updatedAt: updatedAt.toISOString(),
            }),
        });
      },
      keepRendered: ({ language, link, body }, html) => {
        const key = `${language}/${link}`;
        return item({
          check: () => articles.get(key)?.body === body,
          apply: () => articles.set(key, { ...(articles.get(key) as DatedArticle), html }),
        });
      },
      addRating: (language, link, rating) =>
        ({ Update: { rate: [language, link, rating] } }) as unknown as TransactItem,
      putRating: (language, link, userId, rating) =>
        ({ Put: { rating: [language, link, userId, rating] } }) as unknown as TransactItem,
    },
    readArticle: async (language, link) => articles.get(`${language}/${link}`),
    newestArticles: async (list, limit) =>
      published()
        .filter(
          (article) =>
            article.language === list.language &&
            (!('category' in list) || article.category === list.category) &&
            (!('kind' in list) || article.kind === list.kind) &&
            (!('month' in list) || !list.month || article.publishedAt.startsWith(list.month)),
        )
        .slice(0, limit),
    allArticles: async (language) => published().filter((article) => article.language === language),
    articleHeads: async (language) => published().filter((article) => article.language === language),
    catalogue: async () => ({ numberOf: new Map(), products: [] }) as unknown as CatalogueIndex,
    writePage: async (page) => {
      pages.push(page);
    },
    deletePage: async (path) => {
      deleted.push(path);
    },
    staffArticles: async (query, limit) => ({
      articles: [...articles.values()]
        .filter(
          (article) =>
            (!query.language || article.language === query.language) &&
            (!query.state || article.state === query.state) &&
            (!query.category || article.category === query.category),
        )
        .slice(0, limit)
        .map((article) => staffArticleSummary(article, article.updatedAt ?? article.publishedAt)),
    }),
    dueArticles: async (now) =>
      [...articles.values()]
        .filter((article) => article.state === 'scheduled' && article.publishedAt <= now.toISOString())
        .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt)),
    articlesWithoutHtml: async () => [...articles.values()].filter((article) => article.html === undefined),
    auditRecorded: (subject, record) =>
      item({
        check: () => true,
        apply: () => history.set(subjectKey(subject), [...(history.get(subjectKey(subject)) ?? []), record]),
      }),
    auditOf: async (subject) => history.get(subjectKey(subject)) ?? [],
  };
  return { ports, commits: table.commits, pages, deleted, articles, history };
};
