import { apiFetch } from '../../../lib/api-client';

/** Confirms a sign-up with its link's token; answers the subscribed address. */
export const confirmSignUp = (token: string) =>
  apiFetch<{ email: string }>('/api/cms/newsletter/confirmations', {
    method: 'POST',
    body: JSON.stringify({ token }),
  });
