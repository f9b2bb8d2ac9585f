import { describe, expect, it } from 'vitest';
import type { CompanyRegister } from '../../lib/company-register/company-register';
import { fakeRegisterAnswer, registeredWithoutFlat } from '../testing/fake-company-register';
import { invoiceRegisterCheck } from './invoice-register-check';

// An order's invoice company against the VAT register: only the day's kept answer is read.

const kept: CompanyRegister['kept'] = async (country, taxNumber) => {
  const answer = fakeRegisterAnswer(country, taxNumber);
  return answer.status === 'found' || answer.status === 'notFound' ? answer : undefined;
};

describe('invoiceRegisterCheck', () => {
  it('verifies a NIP the register knew today, with its VAT status, day and search id', async () => {
    expect(await invoiceRegisterCheck(kept, { country: 'PL', taxNumber: '6760000003' })).toEqual({
      verified: true,
      vatStatus: 'exempt',
      checkedOn: registeredWithoutFlat.checkedOn,
      requestId: registeredWithoutFlat.requestId,
    });
  });

  it.each([
    ['a NIP the register does not know', 'PL', '1111111111', 'notFound'],
    ['a NIP without an answer of the day (typed, or the register down)', 'PL', '1180000001', 'notChecked'],
    ['a company of another country', 'DE', '123456789', 'notCovered'],
  ] as const)('leaves unverified %s', async (_, country, taxNumber, reason) => {
    expect(await invoiceRegisterCheck(kept, { country, taxNumber })).toEqual({ verified: false, reason });
  });

  it('leaves unverified, placing the order anyway, when the kept answers cannot be read', async () => {
    const failing: CompanyRegister['kept'] = () => Promise.reject(new Error('table down'));
    expect(await invoiceRegisterCheck(failing, { country: 'PL', taxNumber: '5260250274' })).toEqual({
      verified: false,
      reason: 'notChecked',
    });
  });
});
