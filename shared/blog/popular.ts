import type { ArticleSummary } from './article';

// "Popular articles" (spec section 2, the blog): by the readers' ratings, the data the shop has of
// them. Reads are counted nowhere: article pages are pre-rendered files the CDN serves, so the shop
// never sees a read, and counting them would mean a write per page view open to bots. A rating is
// stored (each article's count and sum) and given once per signed-in reader.
//
// A plain average would put an article rated 5 by one reader above one rated 4.8 by forty; so the
// order is the damped (Bayesian) average: each article's ratings plus `priorWeight` ratings at the
// language's mean rating, so a few ratings move an article little and many move it to their own
// average. Then the most rated, then the newest. Unrated articles are not popular.

export const popularCount = 4;

/** How many ratings at the mean each article's own are weighed against. */
const priorWeight = 5;

export const popularArticles = (
  articles: readonly ArticleSummary[],
  count = popularCount,
): ArticleSummary[] => {
  const rated = articles.filter(({ rating }) => rating.average !== null);
  const sumOf = ({ rating }: ArticleSummary) => (rating.average ?? 0) * rating.count;
  const ratings = rated.reduce((total, { rating }) => total + rating.count, 0);
  const mean = ratings === 0 ? 0 : rated.reduce((total, article) => total + sumOf(article), 0) / ratings;
  const score = (article: ArticleSummary) =>
    (sumOf(article) + priorWeight * mean) / (article.rating.count + priorWeight);
  return rated
    .sort(
      (a, b) =>
        score(b) - score(a) || b.rating.count - a.rating.count || b.publishedAt.localeCompare(a.publishedAt),
    )
    .slice(0, count);
};
