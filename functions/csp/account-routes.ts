import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  accountIdSchema,
  accountNameQuerySchema,
  addAccountInputSchema,
  agreementInputSchema,
} from '#shared/microsoft/microsoft-account';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { ownerOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { parseQuery } from '../lib/http/parse-query';
import { replyOf } from '../lib/http/reply-of';
import { acceptAgreement } from '../use-cases/csp/accept-agreement';
import { addAccount } from '../use-cases/csp/add-account';
import { cspDeps } from '../use-cases/csp/deps';
import { checkAccountName, listAccounts } from '../use-cases/csp/list-accounts';
import { refreshAccount } from '../use-cases/csp/refresh-account';

// The customer's Microsoft 365 accounts: each route reads the caller from the verified
// token; an account is looked for under the caller's own partition only.

/** The `{id}` of an account route; an id no account can have is not found, as an unknown one is. */
const accountIdOf = (event: APIGatewayProxyEventV2): string => {
  const parsed = accountIdSchema.safeParse(event.pathParameters?.id);
  if (!parsed.success) throw new AppError('account_not_found');
  return parsed.data;
};

/** GET /api/csp/me/accounts: the caller's accounts. */
export const getMyAccounts: Route = async (request) =>
  replyOf(await listAccounts(cspDeps(), { sub: ownerOf(request) }), 200);

/** GET /api/csp/me/accounts/availability?name=: whether `<name>.onmicrosoft.com` is free. */
export const getAccountNameAvailability: Route = async (request) => {
  ownerOf(request);
  const { name } = parseQuery(request.event, accountNameQuerySchema);
  return replyOf(await checkAccountName(cspDeps(), { name }), 200);
};

/** POST /api/csp/me/accounts: a new tenant (name optional) or an existing one by its name. */
export const postMyAccount: Route = async (request) => {
  const sub = ownerOf(request);
  const input = parseJsonBody(request.event, addAccountInputSchema);
  return replyOf(await addAccount(cspDeps(), { sub, input }), 201);
};

/** POST /api/csp/me/accounts/{id}/refresh: asks Microsoft how far the linking of an existing tenant is. */
export const postAccountRefresh: Route = async (request) => {
  const sub = ownerOf(request);
  return replyOf(await refreshAccount(cspDeps(), { sub, accountId: accountIdOf(request.event) }), 200);
};

/** POST /api/csp/me/accounts/{id}/agreement: the Microsoft Customer Agreement with its primary contact. */
export const postAccountAgreement: Route = async (request) => {
  const sub = ownerOf(request);
  const contact = parseJsonBody(request.event, agreementInputSchema);
  return replyOf(
    await acceptAgreement(cspDeps(), { sub, accountId: accountIdOf(request.event), contact }),
    200,
  );
};
