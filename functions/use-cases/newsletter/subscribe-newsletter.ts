import { newsletterSignupRequested } from '#events/contracts/newsletter-signup-requested';
import type { NewsletterSignup } from '#shared/newsletter';
import { isSubscribed } from '../../lib/table/newsletter-subscribers';
import { outboxItem } from '../../lib/table/outbox';
import { limitMailsTo } from '../limit-mails-to';
import { ok, type Result } from '../result';
import type { NewsletterPorts } from './deps';

export interface SubscribeNewsletterInput {
  signup: NewsletterSignup;
  /** The e-mail of a caller signed in with a verified ID token, if any. */
  callerEmail?: string | undefined;
}

/**
 * Double opt-in sign-up. Course: read the subscriber; its owner, signed in with the address, is told
 * `already_subscribed` (no mail). Anyone else claims a mail to the address, then the address is stored
 * as pending (a subscribed one stays as it is) with `newsletter.signup-requested`, whose consumer mails
 * a confirmation link or an "already subscribed" note; both cases take one read and one transaction,
 * so no timing tells them apart. An address subscribed in between keeps its record and is mailed all
 * the same. Fails with `mail_limit_reached`.
 */
export const subscribeNewsletter = async (
  ports: NewsletterPorts,
  { signup, callerEmail }: SubscribeNewsletterInput,
): Promise<Result<{ status: 'already_subscribed' | 'mail_sent'; email: string }>> => {
  const { email, language } = signup;
  const subscribed = isSubscribed(await ports.getSubscriber(email));
  if (subscribed && callerEmail === email) return ok({ status: 'already_subscribed', email });
  const limited = await limitMailsTo(ports, email);
  if (!limited.ok) return limited;
  const now = ports.clock();
  const event = outboxItem(newsletterSignupRequested, { email, language }, { now });
  const pending = {
    item: ports.signupItems.pending(signup, now),
    whenConditionFails: 'subscribed_meanwhile',
  };
  const committed = await ports.commit(subscribed ? [] : [pending], [event]);
  if (!committed.ok) await ports.commit([], [event]);
  return ok({ status: 'mail_sent', email });
};
