import { httpHandler, type RouteTable } from '../lib/http/http-handler';
import { getArticleRoute, getMyArticleRating, listArticlesRoute, postArticleRating } from './article-routes';
import { getBlogSitemap, getFeed } from './feed-routes';

/** Route key → route; test/infra/route-tables.test.ts holds it equal to the group's routes in infra/wiring.ts. */
export const routes: RouteTable = {
  'GET /api/blog/articles': listArticlesRoute,
  'GET /api/blog/articles/{language}/{link}': getArticleRoute,
  'POST /api/blog/articles/{language}/{link}/ratings': postArticleRating,
  'GET /api/blog/articles/{language}/{link}/ratings/mine': getMyArticleRating,
  'GET /api/blog/feeds/{name}': getFeed,
  'GET /api/blog/sitemaps/{name}': getBlogSitemap,
};

export const handler = httpHandler(routes);
