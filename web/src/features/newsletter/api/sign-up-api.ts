import type { NewsletterSignup } from '#shared/newsletter';
import { apiFetch } from '../../../lib/api-client';

export type SignUpAnswer = { status: 'mail_sent' | 'already_subscribed' };

/**
 * Signs an address up. Sent with the session's ID token only for the signed-in customer's own address:
 * its owner alone may learn it is subscribed already.
 */
export const signUp = async (
  data: NewsletterSignup,
  signedInEmail: string | undefined,
): Promise<SignUpAnswer> => {
  const init = { method: 'POST', body: JSON.stringify(data) };
  if (signedInEmail?.toLowerCase() !== data.email) return apiFetch('/api/cms/newsletter', init);
  const { authorizedFetch } = await import('../../../lib/session/session');
  return authorizedFetch('/api/cms/newsletter', init);
};
