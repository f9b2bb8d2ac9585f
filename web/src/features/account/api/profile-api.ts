import type { ClientProfile, ProfileEdit } from '#shared/identity/profile';
import { clientProfilePath } from '../../../lib/client-profile-api';
import { authorizedFetch } from '../../../lib/session/session';

// The clients group's profile change, made as the signed-in user (the read is lib/client-profile-api.ts).

export const saveProfile = (data: ProfileEdit) =>
  authorizedFetch<ClientProfile>(clientProfilePath, { method: 'PUT', body: JSON.stringify(data) });
