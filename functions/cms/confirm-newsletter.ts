import { newsletterConfirmationSchema } from '../../shared/newsletter';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { parseJsonBody } from '../lib/http/parse-body';
import { json } from '../lib/http/reply';
import { confirmSubscription } from '../lib/table/newsletter-subscribers';

/**
 * POST /api/cms/newsletter/confirmations: the confirmation page sends the link's token; its address is
 * subscribed. An unknown, expired or used token is 404 `newsletter_link_invalid`.
 */
export const confirmNewsletter: Route = async ({ event }) => {
  const { token } = parseJsonBody(event, newsletterConfirmationSchema);
  const result = await confirmSubscription(token);
  if (result === 'invalid') throw new AppError('newsletter_link_invalid');
  return json(200, { status: 'subscribed', email: result.email });
};
