import { newsletterSignupSchema } from '#shared/newsletter';
import type { Route } from '../lib/http/http-handler';
import { parseJsonBody } from '../lib/http/parse-body';
import { replyOf } from '../lib/http/reply-of';
import { optionalCallerOf } from '../lib/http/verify-token';
import { deps } from '../use-cases/newsletter/deps';
import { subscribeNewsletter as subscribe } from '../use-cases/newsletter/subscribe-newsletter';

/**
 * POST /api/cms/newsletter: double opt-in. Answers 202 `mail_sent` alike whether or not the address is
 * subscribed, so it tells nobody; only its owner, signed in with it (a verified ID token's e-mail), is
 * told on the page: 200 `already_subscribed`, and no mail.
 */
export const subscribeNewsletter: Route = async ({ event }) => {
  const signup = parseJsonBody(event, newsletterSignupSchema);
  const caller = await optionalCallerOf(event);
  const result = await subscribe(deps(), { signup, callerEmail: caller?.email });
  return replyOf(result, result.ok && result.value.status === 'already_subscribed' ? 200 : 202);
};
