import { httpHandler, type RouteTable } from '../lib/http/http-handler';
import { postArticlePicture } from './article-picture-routes';
import {
  deleteArticlePublication,
  getStaffArticle,
  listStaffArticlesRoute,
  postArticle,
  putArticle,
} from './article-routes';
import {
  deleteProductImage,
  getProductImagesRoute,
  postProductImage,
  putImageAlt,
  putImageOrder,
} from './product-image-routes';
import { putProductPrices } from './product-price-routes';

/** Route key → route; test/infra/route-tables.test.ts holds it equal to the group's routes in infra/wiring.ts. */
export const routes: RouteTable = {
  // Product images: the content staff's uploads and edits.
  'GET /api/content/products/{id}/images': getProductImagesRoute,
  'POST /api/content/products/{id}/images': postProductImage,
  'PUT /api/content/products/{id}/images/order': putImageOrder,
  'PUT /api/content/products/{id}/images/{hash}/alt': putImageAlt,
  'DELETE /api/content/products/{id}/images/{hash}': deleteProductImage,
  // A product's net prices, changed by the same staff.
  'PUT /api/content/products/{id}/prices': putProductPrices,
  // Pictures in blog articles, rendered by the same image pipeline.
  'POST /api/content/article-pictures': postArticlePicture,
  // Blog articles written, published (their pages pre-rendered) and taken back by the same staff.
  'GET /api/content/articles': listStaffArticlesRoute,
  'POST /api/content/articles': postArticle,
  'PUT /api/content/articles': putArticle,
  'GET /api/content/articles/{language}/{link}': getStaffArticle,
  'DELETE /api/content/articles/{language}/{link}/publication': deleteArticlePublication,
};

export const handler = httpHandler(routes);
