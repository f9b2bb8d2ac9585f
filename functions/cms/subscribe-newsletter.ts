import { newsletterSignupSchema } from '../../shared/newsletter';
import type { Route } from '../lib/http/http-handler';
import { parseJsonBody } from '../lib/http/parse-body';
import { json } from '../lib/http/reply';
import { requestSignup } from '../lib/table/newsletter-subscribers';
import { limitMailsTo } from './limit-mails-to';

/**
 * POST /api/cms/newsletter: double opt-in. Stores the address as pending and mails its owner a
 * confirmation link, or a note that it is subscribed already; the answer is the same either way, so
 * it tells nobody whether an address is subscribed.
 */
export const subscribeNewsletter: Route = async ({ event }) => {
  const signup = parseJsonBody(event, newsletterSignupSchema);
  await limitMailsTo(signup.email);
  await requestSignup(signup);
  return json(202, { status: 'mail_sent', email: signup.email });
};
