import { describe, expect, it } from 'vitest';
import { directoryUser, fakeTenantDirectory, skuId, userId } from '../../testing/fake-tenant-directory';
import { deleteUser } from './delete-user';
import { listDeletedUsers } from './list-deleted-users';
import { resetPassword } from './reset-password';
import { restoreUser } from './restore-user';
import { setUserRole } from './set-user-role';
import { updateUser } from './update-user';

// Spec sections 2, 4 and 6: the edit, delete and reset-password modals, the role, and a deleted user
// restored within 30 days.

const at = { sub: 'sub-1', accountId: 'A'.repeat(22), userId: userId(1) };
const edit = {
  firstName: 'Janina',
  lastName: 'Nowak',
  displayName: 'Janina Nowak',
  usageLocation: 'CZ',
  role: 'user' as const,
};

describe('editing a user', () => {
  it('changes her names and usage location, keeping her login', async () => {
    const fake = fakeTenantDirectory({ users: [directoryUser(1)] });
    expect(await updateUser(fake.ports, { ...at, input: edit })).toEqual({
      ok: true,
      value: {
        id: userId(1),
        userPrincipalName: 'user1@firma.onmicrosoft.com',
        displayName: 'Janina Nowak',
        firstName: 'Janina',
        lastName: 'Nowak',
        usageLocation: 'CZ',
        accountEnabled: true,
        licences: [],
        role: 'user',
      },
    });
    expect(fake.user(userId(1))).toMatchObject({ displayName: 'Janina Nowak', usageLocation: 'CZ' });
    expect(fake.calls).not.toContain('setUserRoles');
  });

  it('changes her role only when it differs from the one shown', async () => {
    const fake = fakeTenantDirectory({
      users: [directoryUser(1)],
      roles: [
        { role: 'globalAdministrator', principalId: userId(1) },
        { role: 'userAdministrator', principalId: userId(1) },
        { role: 'globalAdministrator', principalId: userId(2) },
      ],
    });
    await updateUser(fake.ports, { ...at, input: { ...edit, role: 'globalAdministrator' } });
    expect(fake.rolesOf(userId(1))).toEqual(['globalAdministrator', 'userAdministrator']);
    await updateUser(fake.ports, { ...at, input: { ...edit, role: 'passwordAdministrator' } });
    expect(fake.rolesOf(userId(1))).toEqual(['passwordAdministrator']);
  });

  it('refuses a user not in the tenant', async () => {
    const fake = fakeTenantDirectory();
    expect(await updateUser(fake.ports, { ...at, input: edit })).toEqual({
      ok: false,
      code: 'subscription_user_not_found',
    });
  });
});

describe('setting a role', () => {
  it.each([
    ['makes a user an admin', [], 'serviceSupportAdministrator' as const, ['serviceSupportAdministrator']],
    ['makes an admin a plain user', ['globalAdministrator' as const], 'user' as const, []],
  ])('%s', async (_, held, role, roles) => {
    const fake = fakeTenantDirectory({
      users: [directoryUser(1)],
      roles: [
        ...held.map((heldRole) => ({ role: heldRole, principalId: userId(1) })),
        { role: 'globalAdministrator' as const, principalId: userId(2) },
      ],
    });
    expect(await setUserRole(fake.ports, { ...at, role })).toMatchObject({ ok: true, value: { role } });
    expect(fake.rolesOf(userId(1))).toEqual(roles);
  });

  it("keeps the tenant's only Global Administrator: neither another role, nor edited to one, nor deleted", async () => {
    const fake = fakeTenantDirectory({
      users: [directoryUser(1), directoryUser(2)],
      roles: [{ role: 'globalAdministrator', principalId: userId(1) }],
    });
    const refused = { ok: false, code: 'last_global_admin' };
    expect(await setUserRole(fake.ports, { ...at, role: 'userAdministrator' })).toEqual(refused);
    expect(await updateUser(fake.ports, { ...at, input: edit })).toEqual(refused);
    expect(await deleteUser(fake.ports, at)).toEqual(refused);
    expect(fake.rolesOf(userId(1))).toEqual(['globalAdministrator']);
    expect(fake.user(userId(1))).toMatchObject({ displayName: directoryUser(1).displayName });
    // Another user made one first, she may go.
    await setUserRole(fake.ports, { ...at, userId: userId(2), role: 'globalAdministrator' });
    expect(await deleteUser(fake.ports, at)).toEqual({ ok: true, value: { userId: userId(1) } });
  });

  it('answers Microsoft’s refusal to change an admin’s roles', async () => {
    const fake = fakeTenantDirectory({ users: [directoryUser(1)] });
    fake.fail('setUserRoles', 'unauthorized');
    expect(await setUserRole(fake.ports, { ...at, role: 'globalAdministrator' })).toEqual({
      ok: false,
      code: 'microsoft_access_denied',
    });
  });
});

describe('deleting and restoring a user', () => {
  it('deletes her, lists her restorable for 30 days, restores her with her role', async () => {
    const fake = fakeTenantDirectory({
      users: [directoryUser(1, { licences: [skuId] }), directoryUser(2)],
      roles: [{ role: 'userAdministrator', principalId: userId(1) }],
    });
    expect(await deleteUser(fake.ports, at)).toEqual({ ok: true, value: { userId: userId(1) } });
    expect(fake.user(userId(1))).toBeUndefined();
    expect(await listDeletedUsers(fake.ports, at)).toEqual({
      ok: true,
      value: {
        users: [
          {
            id: userId(1),
            userPrincipalName: 'user1@firma.onmicrosoft.com',
            displayName: 'User 1',
            firstName: 'User',
            lastName: '1',
            usageLocation: 'PL',
            accountEnabled: true,
            licences: [skuId],
            deletedAt: '2026-03-01T10:00:00.000Z',
            restorableUntil: '2026-03-31T10:00:00.000Z',
          },
        ],
      },
    });
    expect(await restoreUser(fake.ports, at)).toMatchObject({
      ok: true,
      value: { id: userId(1), role: 'userAdministrator' },
    });
    expect(fake.deletedUser(userId(1))).toBeUndefined();
    expect(await listDeletedUsers(fake.ports, at)).toEqual({ ok: true, value: { users: [] } });
  });

  it('refuses to restore a user not deleted, or whose login another user took meanwhile', async () => {
    const fake = fakeTenantDirectory({ users: [directoryUser(1)] });
    expect(await restoreUser(fake.ports, { ...at, userId: userId(2) })).toEqual({
      ok: false,
      code: 'subscription_user_not_found',
    });
    await deleteUser(fake.ports, at);
    await fake.directory.createUser('11111111-2222-4333-8444-555555555555', {
      firstName: 'Other',
      lastName: 'User',
      displayName: 'Other',
      alias: 'user1',
      domain: 'firma.onmicrosoft.com',
      usageLocation: 'PL',
    });
    expect(await restoreUser(fake.ports, at)).toEqual({ ok: false, code: 'subscription_user_exists' });
  });

  it('refuses to delete a user not in the tenant', async () => {
    const fake = fakeTenantDirectory();
    expect(await deleteUser(fake.ports, at)).toEqual({ ok: false, code: 'subscription_user_not_found' });
  });
});

describe('resetting a password', () => {
  it('answers a new temporary password each time', async () => {
    const fake = fakeTenantDirectory({ users: [directoryUser(1)] });
    expect(await resetPassword(fake.ports, at)).toEqual({
      ok: true,
      value: { userId: userId(1), temporaryPassword: 'Temporary-1' },
    });
    expect(await resetPassword(fake.ports, at)).toMatchObject({
      value: { temporaryPassword: 'Temporary-2' },
    });
  });

  it('refuses a user not in the tenant', async () => {
    const fake = fakeTenantDirectory();
    expect(await resetPassword(fake.ports, at)).toEqual({ ok: false, code: 'subscription_user_not_found' });
  });
});
