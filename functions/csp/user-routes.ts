import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { accountIdSchema } from '#shared/microsoft/microsoft-account';
import {
  directoryUserIdSchema,
  licenceChangeSchema,
  newSubscriptionUserSchema,
  subscriptionUserEditSchema,
  subscriptionUserRoleSchema,
} from '#shared/microsoft/subscription-user';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { ownerOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { replyOf } from '../lib/http/reply-of';
import { changeLicences } from '../use-cases/csp/users/change-licences';
import { createUser } from '../use-cases/csp/users/create-user';
import { deleteUser } from '../use-cases/csp/users/delete-user';
import { listDeletedUsers } from '../use-cases/csp/users/list-deleted-users';
import { listUsers } from '../use-cases/csp/users/list-users';
import { resetPassword } from '../use-cases/csp/users/reset-password';
import { restoreUser } from '../use-cases/csp/users/restore-user';
import { setUserRole } from '../use-cases/csp/users/set-user-role';
import { updateUser } from '../use-cases/csp/users/update-user';
import { userDeps } from '../use-cases/csp/users/user-deps';

// The users of a customer's Microsoft 365 tenant, at Microsoft Graph: each
// route reads the caller from the verified token and the account from her own partition only; an id
// of no account's or no user's shape is not found, as an unknown one is.

/** The caller and the `{id}` of her account. */
const accountOf = (request: Parameters<Route>[0]) => {
  const sub = ownerOf(request);
  const parsed = accountIdSchema.safeParse(request.event.pathParameters?.id);
  if (!parsed.success) throw new AppError('account_not_found');
  return { sub, accountId: parsed.data };
};

/** The `{userId}` of a user route: Microsoft Entra's object ids are GUIDs. */
const userIdOf = (event: APIGatewayProxyEventV2): string => {
  const parsed = directoryUserIdSchema.safeParse(event.pathParameters?.userId);
  if (!parsed.success) throw new AppError('subscription_user_not_found');
  return parsed.data;
};

/** GET /api/csp/me/accounts/{id}/users: the tenant's users, licences, country and domains. */
export const getAccountUsers: Route = async (request) =>
  replyOf(await listUsers(userDeps(), accountOf(request)), 200);

/** POST /api/csp/me/accounts/{id}/users: a new user; 201 with her temporary password, shown this once. */
export const postAccountUser: Route = async (request) => {
  const account = accountOf(request);
  const input = parseJsonBody(request.event, newSubscriptionUserSchema);
  return replyOf(await createUser(userDeps(), { ...account, input }), 201);
};

/** PUT /api/csp/me/accounts/{id}/users/{userId}: her names, usage location and role. */
export const putAccountUser: Route = async (request) => {
  const account = accountOf(request);
  const userId = userIdOf(request.event);
  const input = parseJsonBody(request.event, subscriptionUserEditSchema);
  return replyOf(await updateUser(userDeps(), { ...account, userId, input }), 200);
};

/** DELETE /api/csp/me/accounts/{id}/users/{userId}: to the deleted users, restorable for 30 days. */
export const deleteAccountUser: Route = async (request) => {
  const account = accountOf(request);
  return replyOf(await deleteUser(userDeps(), { ...account, userId: userIdOf(request.event) }), 200);
};

/** GET /api/csp/me/accounts/{id}/deleted-users: the deleted users one can restore. */
export const getAccountDeletedUsers: Route = async (request) =>
  replyOf(await listDeletedUsers(userDeps(), accountOf(request)), 200);

/** POST /api/csp/me/accounts/{id}/users/{userId}/restore: a deleted user back. */
export const postAccountUserRestore: Route = async (request) => {
  const account = accountOf(request);
  return replyOf(await restoreUser(userDeps(), { ...account, userId: userIdOf(request.event) }), 200);
};

/** POST /api/csp/me/accounts/{id}/users/{userId}/password: a new temporary password, shown this once. */
export const postAccountUserPassword: Route = async (request) => {
  const account = accountOf(request);
  return replyOf(await resetPassword(userDeps(), { ...account, userId: userIdOf(request.event) }), 200);
};

/** PUT /api/csp/me/accounts/{id}/users/{userId}/licences: `{ add, remove }` skuIds, all or nothing. */
export const putAccountUserLicences: Route = async (request) => {
  const account = accountOf(request);
  const userId = userIdOf(request.event);
  const change = parseJsonBody(request.event, licenceChangeSchema);
  return replyOf(await changeLicences(userDeps(), { ...account, userId, change }), 200);
};

/** PUT /api/csp/me/accounts/{id}/users/{userId}/role: `{ role }`. */
export const putAccountUserRole: Route = async (request) => {
  const account = accountOf(request);
  const userId = userIdOf(request.event);
  const { role } = parseJsonBody(request.event, subscriptionUserRoleSchema);
  return replyOf(await setUserRole(userDeps(), { ...account, userId, role }), 200);
};
