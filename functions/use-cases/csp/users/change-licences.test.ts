import { describe, expect, it } from 'vitest';
import type { LicenceChange } from '#shared/microsoft/subscription-user';
import { directoryUser, fakeTenantDirectory, skuId, userId } from '../../testing/fake-tenant-directory';
import { changeLicences } from './change-licences';

// Spec sections 2 and 4: licences are assigned to and taken from users, never beyond those paid for.

const otherSku = '3b555118-da6a-4418-894f-7df1e2096870';
const change = (
  fake: ReturnType<typeof fakeTenantDirectory>,
  licences: Partial<LicenceChange>,
  id = userId(1),
) =>
  changeLicences(fake.ports, {
    sub: 'sub-1',
    accountId: 'A'.repeat(22),
    userId: id,
    change: { add: [], remove: [], ...licences },
  });

describe('changing a user’s licences', () => {
  it('assigns a free licence and takes it back', async () => {
    const fake = fakeTenantDirectory({
      users: [directoryUser(1)],
      roles: [{ role: 'userAdministrator', principalId: userId(1) }],
    });
    expect(await change(fake, { add: [skuId] })).toMatchObject({
      ok: true,
      value: { id: userId(1), licences: [skuId], role: 'userAdministrator' },
    });
    expect(fake.user(userId(1))?.licences).toEqual([skuId]);
    expect(await change(fake, { remove: [skuId] })).toMatchObject({ ok: true, value: { licences: [] } });
    expect(fake.user(userId(1))?.licences).toEqual([]);
  });

  it('changes nothing at Microsoft for a licence held already, or one not held taken', async () => {
    const fake = fakeTenantDirectory({ users: [directoryUser(1, { licences: [skuId] })] });
    expect(await change(fake, { add: [skuId] })).toMatchObject({ ok: true, value: { licences: [skuId] } });
    expect(await change(fake, { remove: [otherSku] })).toMatchObject({
      ok: true,
      value: { licences: [skuId] },
    });
    expect(fake.calls).not.toContain('assignLicences');
  });

  it.each([
    [
      'beyond the free ones',
      [directoryUser(1), directoryUser(2, { licences: [skuId] })],
      { add: [skuId] },
      { code: 'not_enough_licences' },
    ],
    [
      'to a user without a usage location',
      [directoryUser(1, { usageLocation: undefined })],
      { add: [skuId] },
      { code: 'usage_location_required' },
    ],
    [
      'a licence the tenant has not',
      [directoryUser(1)],
      { add: [skuId, otherSku] },
      { code: 'invalid_data', fields: [{ path: 'add.1', message: 'invalid_value' }] },
    ],
  ])('refuses a licence %s, changing nothing', async (_, users, licences, failure) => {
    const fake = fakeTenantDirectory({ users });
    expect(await change(fake, licences)).toEqual({ ok: false, ...failure });
    expect(fake.calls).not.toContain('assignLicences');
    expect(fake.user(userId(1))?.licences).toEqual([]);
  });

  it('answers Microsoft’s refusal when another change took the last licence meanwhile', async () => {
    const fake = fakeTenantDirectory({ users: [directoryUser(1)] });
    fake.fail('assignLicences', 'not_enough_licences');
    expect(await change(fake, { add: [skuId] })).toEqual({ ok: false, code: 'not_enough_licences' });
  });

  it('refuses a user not in the tenant', async () => {
    const fake = fakeTenantDirectory();
    expect(await change(fake, { add: [skuId] }, userId(9))).toEqual({
      ok: false,
      code: 'subscription_user_not_found',
    });
  });
});
