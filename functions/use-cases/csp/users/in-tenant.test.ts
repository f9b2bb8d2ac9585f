import { describe, expect, it } from 'vitest';
import type { GraphErrorCode } from '../../../lib/graph/graph-error';
import {
  activeAccount,
  directoryUser,
  fakeTenantDirectory,
  userId,
} from '../../testing/fake-tenant-directory';
import { deleteUser } from './delete-user';
import { listDeletedUsers } from './list-deleted-users';
import { listUsers } from './list-users';
import { resetPassword } from './reset-password';

// Every tenant user use case starts from the caller's own account, active with its tenant, and says
// what Graph's refusals mean.

const accountId = activeAccount.accountId;

describe("the caller's account", () => {
  it.each([
    ['another customer’s (or an unknown) account', 'sub-2', accountId, [activeAccount], 'account_not_found'],
    ['an account id she has not', 'sub-1', 'B'.repeat(22), [activeAccount], 'account_not_found'],
    [
      'an account still linking',
      'sub-1',
      accountId,
      [{ ...activeAccount, state: 'awaitingConfirmation' as const, tenantId: undefined }],
      'account_not_active',
    ],
    [
      'an active account without its tenant id',
      'sub-1',
      accountId,
      [{ ...activeAccount, tenantId: undefined }],
      'account_not_active',
    ],
  ])('refuses %s before asking Microsoft', async (_, sub, id, accounts, code) => {
    const fake = fakeTenantDirectory({ accounts, users: [directoryUser(1)] });
    for (const run of [
      () => listUsers(fake.ports, { sub, accountId: id }),
      () => listDeletedUsers(fake.ports, { sub, accountId: id }),
      () => deleteUser(fake.ports, { sub, accountId: id, userId: userId(1) }),
      () => resetPassword(fake.ports, { sub, accountId: id, userId: userId(1) }),
    ])
      expect(await run()).toEqual({ ok: false, code });
    expect(fake.calls).toEqual([]);
    expect(fake.user(userId(1))).toBeDefined();
  });
});

describe("Graph's refusals", () => {
  it.each<[GraphErrorCode, object]>([
    ['not_found', { code: 'subscription_user_not_found' }],
    ['user_exists', { code: 'subscription_user_exists' }],
    ['invalid_alias', { code: 'invalid_data', fields: [{ path: 'alias', message: 'invalid_login' }] }],
    ['usage_location_required', { code: 'usage_location_required' }],
    ['not_enough_licences', { code: 'not_enough_licences' }],
    ['invalid_request', { code: 'subscription_user_refused' }],
    ['unauthorized', { code: 'microsoft_access_denied' }],
    ['unavailable', { code: 'microsoft_unavailable' }],
    ['throttled', { code: 'microsoft_unavailable', retryAfterSeconds: 7 }],
  ])('%s is answered as %j', async (graphCode, failure) => {
    const fake = fakeTenantDirectory({ users: [directoryUser(1)] });
    fake.fail('deleteUser', graphCode);
    expect(await deleteUser(fake.ports, { sub: 'sub-1', accountId, userId: userId(1) })).toEqual({
      ok: false,
      ...failure,
    });
  });

  it('rethrows what is no Graph refusal (a bug)', async () => {
    const fake = fakeTenantDirectory();
    fake.directory.listDeletedUsers = () => Promise.reject(new TypeError('bug'));
    await expect(listDeletedUsers(fake.ports, { sub: 'sub-1', accountId })).rejects.toThrow('bug');
  });
});
