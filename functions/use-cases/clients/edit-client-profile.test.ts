import { describe, expect, it } from 'vitest';
import { accountTypeIds } from '#shared/identity/account-types';
import { fakeClientPorts, storedProfile } from '../testing/fake-client-ports';
import { editClientProfile } from './edit-client-profile';

const edit = { fullName: 'Ewa Nowak-Kowalska', phone: '+48601000001' };

describe('editClientProfile', () => {
  it("changes name and phone, puts the new name's search terms with them, and answers the profile", async () => {
    const { ports, store } = fakeClientPorts({
      profile: storedProfile(accountTypeIds.customer),
      invoiceData: null,
    });
    expect(await editClientProfile(ports, { userId: 'u1', edit })).toMatchObject({
      ok: true,
      value: { name: edit.fullName, phone: edit.phone, accountTypeId: accountTypeIds.customer },
    });
    expect(store.searchTerms).toEqual([
      'name:ewa nowak kowalska',
      'name:nowak kowalska ewa',
      'name:nowak kowalska',
      'name:kowalska',
    ]);
  });

  it('answers user_not_found without a profile, and indexes nothing', async () => {
    const { ports, store } = fakeClientPorts({ invoiceData: null });
    expect(await editClientProfile(ports, { userId: 'u1', edit })).toEqual({
      ok: false,
      code: 'user_not_found',
    });
    expect(store.searchTerms).toBeUndefined();
  });
});
