import { describe, expect, it } from 'vitest';
import { accountTypeIds } from '#shared/identity/account-types';
import { fakeClientPorts, storedProfile } from '../testing/fake-client-ports';
import { editClientProfile } from './edit-client-profile';

const edit = { fullName: 'Ewa Nowak-Kowalska', phone: '+48601000001' };

describe('editClientProfile', () => {
  it('changes name and phone and answers the profile', async () => {
    const { ports } = fakeClientPorts({ profile: storedProfile(accountTypeIds.customer), invoiceData: null });
    expect(await editClientProfile(ports, { userId: 'u1', edit })).toMatchObject({
      ok: true,
      value: { name: edit.fullName, phone: edit.phone, accountTypeId: accountTypeIds.customer },
    });
  });

  it('answers user_not_found without a profile', async () => {
    const { ports } = fakeClientPorts({ invoiceData: null });
    expect(await editClientProfile(ports, { userId: 'u1', edit })).toEqual({
      ok: false,
      code: 'user_not_found',
    });
  });
});
