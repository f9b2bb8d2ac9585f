import { httpHandler, type RouteTable } from '../lib/http/http-handler';
import { getArticleRoute, getMyArticleRating, listArticlesRoute, postArticleRating } from './article-routes';
import { getBlogSitemap, getFeed } from './feed-routes';
import {
  deleteArticlePublication,
  getStaffArticle,
  listStaffArticlesRoute,
  postArticle,
  putArticle,
} from './staff-article-routes';

/** Route key → route; test/infra/route-tables.test.ts holds it equal to the group's routes in infra/wiring.ts. */
export const routes: RouteTable = {
  'GET /api/blog/articles': listArticlesRoute,
  'GET /api/blog/articles/{language}/{link}': getArticleRoute,
  'POST /api/blog/articles/{language}/{link}/ratings': postArticleRating,
  'GET /api/blog/articles/{language}/{link}/ratings/mine': getMyArticleRating,
  'GET /api/blog/feeds/{name}': getFeed,
  'GET /api/blog/sitemaps/{name}': getBlogSitemap,
  // Content staff write, publish and take back articles.
  'GET /api/blog/staff/articles': listStaffArticlesRoute,
  'POST /api/blog/staff/articles': postArticle,
  'PUT /api/blog/staff/articles': putArticle,
  'GET /api/blog/staff/articles/{language}/{link}': getStaffArticle,
  'DELETE /api/blog/staff/articles/{language}/{link}/publication': deleteArticlePublication,
};

export const handler = httpHandler(routes);
