import { newsletterSubscribed } from '#events/contracts/newsletter-subscribed';
import { outboxItem } from '../../lib/table/outbox';
import { fail, ok, type Result } from '../result';
import type { NewsletterPorts } from './deps';

/**
 * Follows a confirmation link. Course: read the token's link; use it up and subscribe its address
 * (with `newsletter.subscribed`) in one transaction. An address subscribed already (through another
 * link) stays so, and this link is used up all the same. Fails with `newsletter_link_invalid` for an
 * unknown, expired or used token.
 */
export const confirmNewsletter = async (
  { confirmationLinkOf, confirmationItems: items, forgetConfirmationLink, commit, clock }: NewsletterPorts,
  { token }: { token: string },
): Promise<Result<{ status: 'subscribed'; email: string }>> => {
  const now = clock();
  const link = await confirmationLinkOf(token);
  if (!link || link.expiresAt <= now.getTime() / 1000) return fail('newsletter_link_invalid');
  const { email, language } = link;
  const committed = await commit(
    [
      { item: items.spendLink(token), whenConditionFails: 'newsletter_link_invalid' },
      { item: items.subscribe(email, language, now), whenConditionFails: 'subscribed_already' },
    ],
    [outboxItem(newsletterSubscribed, { email, language }, { now })],
  );
  if (!committed.ok && committed.code === 'newsletter_link_invalid') return fail(committed.code);
  if (!committed.ok) await forgetConfirmationLink(token);
  return ok({ status: 'subscribed', email });
};
