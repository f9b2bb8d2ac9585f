import useSWR from 'swr';
import type { ClientProfile } from '#shared/identity/profile';
import type { ApiError } from './api-client';
import { authorizedFetch } from './session/session';

// The signed-in user's profile from the clients group, read by the account's data page and the
// checkout (its saved default invoice data).

export const clientProfilePath = '/api/clients/me/profile';

/** The profile; nothing is asked while `signedIn` is false (a guest has none). */
export const useClientProfile = (signedIn = true) =>
  useSWR<ClientProfile, ApiError>(signedIn ? clientProfilePath : null, authorizedFetch);
