import { newsletterConfirmationSchema } from '#shared/newsletter';
import type { Route } from '../lib/http/http-handler';
import { parseJsonBody } from '../lib/http/parse-body';
import { replyOf } from '../lib/http/reply-of';
import { confirmNewsletter as confirm } from '../use-cases/newsletter/confirm-newsletter';
import { deps } from '../use-cases/newsletter/deps';

/**
 * POST /api/cms/newsletter/confirmations: the confirmation page sends the link's token; its address is
 * subscribed. An unknown, expired or used token is 404 `newsletter_link_invalid`.
 */
export const confirmNewsletter: Route = async ({ event }) => {
  const { token } = parseJsonBody(event, newsletterConfirmationSchema);
  return replyOf(await confirm(deps(), { token }), 200);
};
