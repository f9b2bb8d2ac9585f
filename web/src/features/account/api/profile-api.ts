import useSWR from 'swr';
import type { ClientProfile, ProfileEdit } from '../../../../../shared/identity/profile';
import type { ApiError } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';

// The clients group's profile calls, made as the signed-in user.

const profilePath = '/api/clients/me/profile';

export const useClientProfile = () => useSWR<ClientProfile, ApiError>(profilePath, authorizedFetch);

export const saveProfile = (data: ProfileEdit) =>
  authorizedFetch<ClientProfile>(profilePath, { method: 'PUT', body: JSON.stringify(data) });
