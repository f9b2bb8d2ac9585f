import type { ArticleSummary } from './article';

// "Popular articles": the best-rated ones (average, then how many rated, then the newest), rated
// articles only.

export const popularCount = 4;

export const popularArticles = (
  articles: readonly ArticleSummary[],
  count = popularCount,
): ArticleSummary[] =>
  articles
    .filter((article) => article.rating.average !== null)
    .sort(
      (a, b) =>
        (b.rating.average ?? 0) - (a.rating.average ?? 0) ||
        b.rating.count - a.rating.count ||
        b.publishedAt.localeCompare(a.publishedAt),
    )
    .slice(0, count);
