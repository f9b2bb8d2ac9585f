import { articleListQuerySchema } from '#shared/blog/article-listing';
import { shopperQuerySchema } from '#shared/catalogue/listing';
import { ratingRequestSchema } from '#shared/catalogue/rating-request';
import { articlePathOf } from '../lib/http/article-path';
import type { Route } from '../lib/http/http-handler';
import { ownerOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { parseQuery } from '../lib/http/parse-query';
import { json } from '../lib/http/reply';
import { replyOf } from '../lib/http/reply-of';
import { articleRatingOf } from '../lib/table/articles';
import { deps } from '../use-cases/blog/deps';
import { listArticles } from '../use-cases/blog/list-articles';
import { rateArticle } from '../use-cases/blog/rate-article';
import { readArticle } from '../use-cases/blog/read-article';

// The readers' routes: lists, an article, ratings. Lists and articles change when staff publish, so
// they are cached briefly.

const cache = { 'cache-control': 'public, max-age=60' };

/** GET /api/blog/articles?language=&kind=|category=|year=&month=&page=: a list's page (`ArticleListing`). */
export const listArticlesRoute: Route = async ({ event }) =>
  json(200, await listArticles(deps(), parseQuery(event, articleListQuerySchema)), cache);

/** GET /api/blog/articles/{language}/{link}?currency=&country=: the article page's data; 404 `article_not_found`. */
export const getArticleRoute: Route = async ({ event }) => {
  const { language, link } = articlePathOf(event);
  // The path's language is the article's; the query's currency and country price its related products.
  const { currency, country } = parseQuery(event, shopperQuerySchema);
  return replyOf(await readArticle(deps(), { link, shopper: { language, currency, country } }), 200);
};

/** POST /api/blog/articles/{language}/{link}/ratings `{ rating }`: the caller rates the article once. */
export const postArticleRating: Route = async (request) => {
  const userId = ownerOf(request);
  const { language, link } = articlePathOf(request.event);
  const { rating } = parseJsonBody(request.event, ratingRequestSchema);
  return replyOf(await rateArticle(deps(), { language, link, userId, rating }), 201);
};

/** GET /api/blog/articles/{language}/{link}/ratings/mine: the caller's rating, `null` before it. */
export const getMyArticleRating: Route = async (request) => {
  const userId = ownerOf(request);
  const { language, link } = articlePathOf(request.event);
  return json(200, { rating: (await articleRatingOf(language, link, userId)) ?? null });
};
