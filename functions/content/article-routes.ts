import { articleDraftSchema, articleInputSchema } from '#shared/blog/article';
import { staffArticlesQuerySchema } from '#shared/blog/staff-articles';
import { articlePathOf } from '../lib/http/article-path';
import type { Request, Route } from '../lib/http/http-handler';
import { staffActorOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { parseQuery } from '../lib/http/parse-query';
import { json } from '../lib/http/reply';
import { replyOf } from '../lib/http/reply-of';
import { publishArticle } from '../use-cases/blog/publish-article';
import { publishingDeps } from '../use-cases/blog/publishing-deps';
import { saveArticle } from '../use-cases/blog/save-article';
import { listStaffArticles, readStaffArticle } from '../use-cases/blog/staff-articles';
import { unpublishArticle } from '../use-cases/blog/unpublish-article';

// The content staff's routes (access `content`): 403 `not_allowed` outside the group, 400
// `invalid_data` naming the fields of a body or query their schema refuses.

const editorOf = (request: Request) => staffActorOf(request, 'content');

/**
 * POST /api/content/articles: an article written or rewritten and published (scheduled when dated
 * ahead), its Markdown stored sanitized; 201 with the article page's data and the stored body, its page
 * pre-rendered. 400 `invalid_data` (a body with nothing left once sanitized: `body`, `required`);
 * 409 `article_move_not_allowed` (a published article dated ahead), `changed_meanwhile`.
 */
export const postArticle: Route = async (request) => {
  const actor = editorOf(request);
  return replyOf(
    await publishArticle(publishingDeps(), parseJsonBody(request.event, articleInputSchema), actor),
    201,
  );
};

/**
 * PUT /api/content/articles: an article saved, its publication unchanged (a new one unpublished);
 * 200 with the article as stored and its history. 409 `article_link_taken` (`isNew` on a taken link),
 * `changed_meanwhile`.
 */
export const putArticle: Route = async (request) => {
  const actor = editorOf(request);
  return replyOf(
    await saveArticle(publishingDeps(), parseJsonBody(request.event, articleDraftSchema), actor),
    200,
  );
};

/** GET /api/content/articles?language=&state=&category=&cursor=: a page of every article, newest change first. */
export const listStaffArticlesRoute: Route = async (request) => {
  editorOf(request);
  return json(
    200,
    await listStaffArticles(publishingDeps(), parseQuery(request.event, staffArticlesQuerySchema)),
  );
};

/** GET /api/content/articles/{language}/{link}: the article as stored with its history; 404 `article_not_found`. */
export const getStaffArticle: Route = async (request) => {
  editorOf(request);
  return replyOf(await readStaffArticle(publishingDeps(), articlePathOf(request.event)), 200);
};

/**
 * DELETE /api/content/articles/{language}/{link}/publication: the article taken back, its page out
 * of the site; 200 with the article as stored. 404 `article_not_found`; 409
 * `article_move_not_allowed` (not published nor scheduled), `changed_meanwhile`.
 */
export const deleteArticlePublication: Route = async (request) => {
  const actor = editorOf(request);
  return replyOf(await unpublishArticle(publishingDeps(), articlePathOf(request.event), actor), 200);
};
