import { articleInputSchema } from '#shared/blog/article';
import type { Route } from '../lib/http/http-handler';
import { staffMemberOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { replyOf } from '../lib/http/reply-of';
import { deps } from '../use-cases/blog/deps';
import { publishArticle } from '../use-cases/blog/publish-article';

/**
 * POST /api/blog/staff/articles (access `content`): an article written or rewritten and published,
 * its Markdown stored sanitized; 201 with the article page's data and the stored body, its page
 * pre-rendered. 400 `invalid_data` naming the fields (a body with nothing left once sanitized: `body`,
 * `required`); 403 `not_allowed` outside the group.
 */
export const postArticle: Route = async (request) => {
  staffMemberOf(request, 'content');
  return replyOf(await publishArticle(deps(), parseJsonBody(request.event, articleInputSchema)), 201);
};
