import { articleDraftSchema, articleInputSchema } from '#shared/blog/article';
import { staffArticlesQuerySchema } from '#shared/blog/staff-articles';
import type { Request, Route } from '../lib/http/http-handler';
import { staffActorOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { parseQuery } from '../lib/http/parse-query';
import { json } from '../lib/http/reply';
import { replyOf } from '../lib/http/reply-of';
import { deps } from '../use-cases/blog/deps';
import { publishArticle } from '../use-cases/blog/publish-article';
import { saveArticle } from '../use-cases/blog/save-article';
import { listStaffArticles, readStaffArticle } from '../use-cases/blog/staff-articles';
import { unpublishArticle } from '../use-cases/blog/unpublish-article';
import { articlePathOf } from './article-path';

// The content staff's routes (access `content`): 403 `not_allowed` outside the group, 400
// `invalid_data` naming the fields of a body or query their schema refuses.

const editorOf = (request: Request) => staffActorOf(request, 'content');

/**
 * POST /api/blog/staff/articles: an article written or rewritten and published (scheduled when dated
 * ahead), its Markdown stored sanitized; 201 with the article page's data and the stored body, its page
 * pre-rendered. 400 `invalid_data` (a body with nothing left once sanitized: `body`, `required`);
 * 409 `article_move_not_allowed` (a published article dated ahead), `changed_meanwhile`.
 */
export const postArticle: Route = async (request) => {
  const actor = editorOf(request);
  return replyOf(await publishArticle(deps(), parseJsonBody(request.event, articleInputSchema), actor), 201);
};

/**
 * PUT /api/blog/staff/articles: an article saved, its publication unchanged (a new one unpublished);
 * 200 with the article as stored and its history. 409 `article_link_taken` (`isNew` on a taken link),
 * `changed_meanwhile`.
 */
export const putArticle: Route = async (request) => {
  const actor = editorOf(request);
  return replyOf(await saveArticle(deps(), parseJsonBody(request.event, articleDraftSchema), actor), 200);
};

/** GET /api/blog/staff/articles?language=&state=&category=&cursor=: a page of every article, newest change first. */
export const listStaffArticlesRoute: Route = async (request) => {
  editorOf(request);
  return json(200, await listStaffArticles(deps(), parseQuery(request.event, staffArticlesQuerySchema)));
};

/** GET /api/blog/staff/articles/{language}/{link}: the article as stored with its history; 404 `article_not_found`. */
export const getStaffArticle: Route = async (request) => {
  editorOf(request);
  return replyOf(await readStaffArticle(deps(), articlePathOf(request.event)), 200);
};

/**
 * DELETE /api/blog/staff/articles/{language}/{link}/publication: the article taken back, its page out
 * of the site; 200 with the article as stored. 404 `article_not_found`; 409
 * `article_move_not_allowed` (not published nor scheduled), `changed_meanwhile`.
 */
export const deleteArticlePublication: Route = async (request) => {
  const actor = editorOf(request);
  return replyOf(await unpublishArticle(deps(), articlePathOf(request.event), actor), 200);
};
