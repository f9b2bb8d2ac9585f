import { describe, expect, it } from 'vitest';
import { provisioningSubscription } from '../../testing/fake-subscription-ports';
import { directoryUser, fakeTenantDirectory, skuId, userId } from '../../testing/fake-tenant-directory';
import { listUsers } from './list-users';

// Spec sections 2 and 3: the users tab lists the tenant's users with their login, role and licences,
// and the licence count: paid, assigned, free.

describe('listing the tenant’s users', () => {
  it('answers the users by display name with their widest role, the licences and the organization', async () => {
    const fake = fakeTenantDirectory({
      users: [
        directoryUser(1, { displayName: 'Zofia', licences: [skuId] }),
        directoryUser(2, { displayName: 'Adam', usageLocation: undefined }),
        directoryUser(3, { displayName: 'Marta' }),
      ],
      skus: [{ skuId, skuPartNumber: 'O365_BUSINESS_PREMIUM', enabledUnits: 3, consumedUnits: 0 }],
      roles: [
        { role: 'userAdministrator', principalId: userId(3) },
        { role: 'globalAdministrator', principalId: userId(3) },
        { role: 'passwordAdministrator', principalId: userId(1) },
        // A group holding a role is not a user of the list.
        { role: 'globalAdministrator', principalId: 'group-1' },
      ],
    });
    const result = await listUsers(fake.ports, { sub: 'sub-1', accountId: 'A'.repeat(22) });
    expect(result).toEqual({
      ok: true,
      value: {
        users: [
          {
            id: userId(2),
            userPrincipalName: 'user2@firma.onmicrosoft.com',
            displayName: 'Adam',
            firstName: 'User',
            lastName: '2',
            accountEnabled: true,
            licences: [],
            role: 'user',
          },
          expect.objectContaining({ displayName: 'Marta', role: 'globalAdministrator' }),
          expect.objectContaining({ displayName: 'Zofia', role: 'passwordAdministrator', licences: [skuId] }),
        ],
        licences: [{ skuId, skuPartNumber: 'O365_BUSINESS_PREMIUM', enabled: 3, consumed: 1, free: 2 }],
        organization: { displayName: 'Firma', country: 'PL', domains: ['firma.onmicrosoft.com', 'firma.pl'] },
      },
    });
  });

  it('never counts fewer than no free licence', async () => {
    const fake = fakeTenantDirectory({
      users: [directoryUser(1, { licences: [skuId] }), directoryUser(2, { licences: [skuId] })],
    });
    const result = await listUsers(fake.ports, { sub: 'sub-1', accountId: 'A'.repeat(22) });
    expect(result.ok && result.value.licences).toEqual([
      { skuId, skuPartNumber: 'O365_BUSINESS_PREMIUM', enabled: 1, consumed: 2, free: 0 },
    ]);
  });

  it("names a licence by the customer's subscription that puts it in this tenant", async () => {
    const sold = {
      ...provisioningSubscription,
      licenceSku: { skuId, skuPartNumber: 'O365_BUSINESS_PREMIUM' },
    };
    const fake = fakeTenantDirectory({
      subscriptions: [
        { ...sold, accountId: 'A'.repeat(22), name: 'Microsoft 365 Business Standard (miesięczna)' },
        // The same licence sold for another of her tenants names nothing here.
        { ...sold, id: `${sold.orderId}-1`, accountId: 'B'.repeat(22), name: 'Inna' },
      ],
    });
    const result = await listUsers(fake.ports, { sub: 'sub-1', accountId: 'A'.repeat(22) });
    expect(result.ok && result.value.licences).toEqual([
      expect.objectContaining({ skuId, name: 'Microsoft 365 Business Standard (miesięczna)' }),
    ]);
  });
});
