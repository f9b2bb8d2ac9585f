import { GraphError } from '../../../lib/graph/graph-error';
import type { TenantDirectory } from '../../../lib/graph/port';
import { type Failure, fail, failOnFields, type Result } from '../../result';
import type { UserPorts } from './user-deps';

// Every tenant user use case starts here: the caller's own Microsoft 365 account (looked for in her
// partition only, so another customer's is not found, as an unknown one is), active with its tenant;
// then the use case's calls at Graph, whose refusals become the shop's codes.

/** What a Graph refusal means to the customer; any other error is rethrown (a bug, not Microsoft's answer). */
export const directoryFailure = (error: unknown): Failure => {
  if (!(error instanceof GraphError)) throw error;
  switch (error.code) {
    case 'user_exists':
      return fail('subscription_user_exists');
    case 'invalid_alias':
      return failOnFields('invalid_data', [{ path: 'alias', message: 'invalid_login' }]);
    case 'not_found':
      return fail('subscription_user_not_found');
    case 'usage_location_required':
      return fail('usage_location_required');
    case 'not_enough_licences':
      return fail('not_enough_licences');
    case 'invalid_request':
      return fail('subscription_user_refused');
    case 'unauthorized':
      return fail('microsoft_access_denied');
    case 'throttled':
      return fail('microsoft_unavailable', error.details.retryAfterSeconds);
    case 'unavailable':
      return fail('microsoft_unavailable');
  }
};

/**
 * Runs `work` in the tenant of the caller's account `accountId`: `account_not_found` for an account not
 * hers (or unknown), `account_not_active` for one still linking; Graph's refusals mapped.
 */
export const inTenant = async <T>(
  ports: UserPorts,
  { sub, accountId }: { sub: string; accountId: string },
  work: (directory: TenantDirectory, tenantId: string) => Promise<Result<T>>,
): Promise<Result<T>> => {
  const account = await ports.getAccount(sub, accountId);
  if (!account) return fail('account_not_found');
  if (account.state !== 'active' || !account.tenantId) return fail('account_not_active');
  try {
    return await work(ports.tenantDirectory(), account.tenantId);
  } catch (error) {
    return directoryFailure(error);
  }
};
