import { newsletterSignupSchema } from '../../shared/newsletter';
import type { Route } from '../lib/http/http-handler';
import { parseJsonBody } from '../lib/http/parse-body';
import { json } from '../lib/http/reply';
import { optionalCallerOf } from '../lib/http/verify-token';
import { getSubscriber, isSubscribed, requestSignup } from '../lib/table/newsletter-subscribers';
import { limitMailsTo } from './limit-mails-to';

/**
 * POST /api/cms/newsletter: double opt-in. Stores the address as pending and mails its owner a
 * confirmation link, or a note that it is subscribed already; that answer (202) is the same either
 * way, so it tells nobody whether an address is subscribed. Only its owner, signed in with it (a
 * verified ID token's e-mail), is told on the page: 200 `already_subscribed`, and no mail.
 */
export const subscribeNewsletter: Route = async ({ event }) => {
  const signup = parseJsonBody(event, newsletterSignupSchema);
  const caller = await optionalCallerOf(event);
  const subscribed = isSubscribed(await getSubscriber(signup.email));
  if (subscribed && caller?.email === signup.email)
    return json(200, { status: 'already_subscribed', email: signup.email });
  await limitMailsTo(signup.email);
  await requestSignup(signup, subscribed);
  return json(202, { status: 'mail_sent', email: signup.email });
};
