import { describe, expect, it } from 'vitest';
import type { NewSubscriptionUser } from '#shared/microsoft/subscription-user';
import { directoryUser, fakeTenantDirectory } from '../../testing/fake-tenant-directory';
import { createUser } from './create-user';

// Spec sections 2 and 5: the add-user modal; the temporary password is shown once.

const input: NewSubscriptionUser = {
  firstName: 'Jan',
  lastName: 'Kowalski',
  displayName: 'Jan Kowalski',
  alias: 'jan.kowalski',
  domain: 'firma.pl',
  usageLocation: 'DE',
  role: 'user',
};
const create = (fake: ReturnType<typeof fakeTenantDirectory>, change: Partial<NewSubscriptionUser> = {}) =>
  createUser(fake.ports, { sub: 'sub-1', accountId: 'A'.repeat(22), input: { ...input, ...change } });

describe('adding a user', () => {
  it('creates her under one of the tenant’s domains and answers her temporary password once', async () => {
    const fake = fakeTenantDirectory();
    const result = await create(fake);
    expect(result).toEqual({
      ok: true,
      value: {
        user: {
          id: expect.any(String),
          userPrincipalName: 'jan.kowalski@firma.pl',
          displayName: 'Jan Kowalski',
          firstName: 'Jan',
          lastName: 'Kowalski',
          usageLocation: 'DE',
          accountEnabled: true,
          licences: [],
          role: 'user',
        },
        temporaryPassword: 'Temporary-1',
      },
    });
    expect(fake.calls).toEqual(['getOrganization', 'createUser']);
  });

  it('gives her the admin role chosen', async () => {
    const fake = fakeTenantDirectory();
    const result = await create(fake, { role: 'userAdministrator' });
    expect(result).toMatchObject({ ok: true, value: { user: { role: 'userAdministrator' } } });
    expect(result.ok && fake.rolesOf(result.value.user.id)).toEqual(['userAdministrator']);
  });

  it('answers her and her password even when Microsoft refuses the role', async () => {
    const fake = fakeTenantDirectory();
    fake.fail('setUserRoles', 'unauthorized');
    const result = await create(fake, { role: 'globalAdministrator' });
    expect(result).toMatchObject({
      ok: true,
      value: {
        user: { role: 'user' },
        temporaryPassword: 'Temporary-1',
        roleNotSet: 'microsoft_access_denied',
      },
    });
  });

  it('refuses a domain the tenant has not verified, asking nothing else', async () => {
    const fake = fakeTenantDirectory();
    expect(await create(fake, { domain: 'inna-firma.pl' })).toEqual({
      ok: false,
      code: 'invalid_data',
      fields: [{ path: 'domain', message: 'invalid_value' }],
    });
    expect(fake.calls).toEqual(['getOrganization']);
  });

  it('refuses a login taken', async () => {
    const fake = fakeTenantDirectory({
      users: [directoryUser(1, { userPrincipalName: 'Jan.Kowalski@firma.pl' })],
    });
    expect(await create(fake)).toEqual({ ok: false, code: 'subscription_user_exists' });
  });
});
