import useSWR from 'swr';
import type { SavedAddresses } from '#shared/orders/saved-address';
import type { ApiError } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';

/** GET /api/clients/me/addresses: the signed-in customer's saved delivery addresses; nothing asked for a guest. */
export const useSavedAddresses = (signedIn: boolean) =>
  useSWR<SavedAddresses, ApiError>(signedIn ? '/api/clients/me/addresses' : null, authorizedFetch);
