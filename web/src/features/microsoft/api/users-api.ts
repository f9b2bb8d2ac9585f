import useSWR from 'swr';
import type {
  CreatedSubscriptionUser,
  DeletedSubscriptionUserView,
  LicenceChange,
  NewSubscriptionUser,
  SubscriptionUserEdit,
  SubscriptionUserView,
  TenantUsersView,
} from '#shared/microsoft/subscription-user';
import type { ApiError } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';

// The users of a Microsoft 365 account's tenant (`/api/csp/me/accounts/{id}/users`, functions/csp/README.md).

const accountPath = (accountId: string) => `/api/csp/me/accounts/${encodeURIComponent(accountId)}`;
const usersPath = (accountId: string) => `${accountPath(accountId)}/users`;
const userPath = (accountId: string, userId: string) =>
  `${usersPath(accountId)}/${encodeURIComponent(userId)}`;

const send = <T>(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: object) =>
  authorizedFetch<T>(path, { method, ...(body ? { body: JSON.stringify(body) } : {}) });

/** The users, the tenant's licences, its country and domains; not read again on focus (each read asks Microsoft). */
export const useTenantUsers = (accountId: string) =>
  useSWR<TenantUsersView, ApiError>(usersPath(accountId), authorizedFetch, { revalidateOnFocus: false });

export const useDeletedUsers = (accountId: string) =>
  useSWR<{ users: DeletedSubscriptionUserView[] }, ApiError>(
    `${accountPath(accountId)}/deleted-users`,
    authorizedFetch,
    { revalidateOnFocus: false },
  );

/** Answers the user and her temporary password, shown once. */
export const addTenantUser = (accountId: string, input: NewSubscriptionUser) =>
  send<CreatedSubscriptionUser>(usersPath(accountId), 'POST', input);

export const editTenantUser = (accountId: string, userId: string, input: SubscriptionUserEdit) =>
  send<SubscriptionUserView>(userPath(accountId, userId), 'PUT', input);

export const deleteTenantUser = (accountId: string, userId: string) =>
  send<{ userId: string }>(userPath(accountId, userId), 'DELETE');

export const restoreTenantUser = (accountId: string, userId: string) =>
  send<SubscriptionUserView>(`${userPath(accountId, userId)}/restore`, 'POST');

/** A new temporary password, shown once; the old one stops working at once. */
export const resetTenantUserPassword = (accountId: string, userId: string) =>
  send<{ userId: string; temporaryPassword: string }>(`${userPath(accountId, userId)}/password`, 'POST');

export const changeTenantUserLicences = (accountId: string, userId: string, change: LicenceChange) =>
  send<SubscriptionUserView>(`${userPath(accountId, userId)}/licences`, 'PUT', change);
