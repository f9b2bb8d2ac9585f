import type { ErrorBody } from '../../../../shared/errors';
import type { NewsletterSignup } from '../../../../shared/newsletter';

export type SignupOutcome = { ok: true } | { ok: false; error: ErrorBody | undefined };

export const postNewsletterSignup = async (signup: NewsletterSignup): Promise<SignupOutcome> => {
  try {
    const response = await fetch('/api/cms/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signup),
    });
    if (response.ok) return { ok: true };
    return { ok: false, error: (await response.json().catch(() => undefined)) as ErrorBody | undefined };
  } catch {
    return { ok: false, error: undefined };
  }
};
