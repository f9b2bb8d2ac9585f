import { newsletterSignupSchema } from '../../shared/newsletter';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { parseJsonBody } from '../lib/http/parse-body';
import { json } from '../lib/http/reply';
import { subscribe } from '../lib/table/newsletter-subscribers';

/** POST /api/cms/newsletter: stores a consenting subscriber once; the confirmation e-mail follows. */
export const subscribeNewsletter: Route = async ({ event }) => {
  const signup = parseJsonBody(event, newsletterSignupSchema);
  const result = await subscribe(signup);
  if (result === 'already_subscribed') throw new AppError('already_subscribed');
  return json(201, { status: 'subscribed', email: signup.email });
};
