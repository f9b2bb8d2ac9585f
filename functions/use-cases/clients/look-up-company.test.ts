import { describe, expect, it } from 'vitest';
import {
  fakeRegisterAnswer,
  overLimitNip,
  registeredWithFlat,
  registeredWithoutAddress,
  unansweredNip,
} from '../testing/fake-company-register';
import { lookUpCompany } from './look-up-company';

// The checkout's and the back office's look-up: the register's company with its VAT status, and a
// code of its own for each way the register does not give one.

const findCompany = async (country: string, taxNumber: string) => fakeRegisterAnswer(country, taxNumber);

describe('lookUpCompany', () => {
  it("answers the register's name, split address and VAT status", async () => {
    expect(await lookUpCompany({ findCompany }, { country: 'PL', taxNumber: '5260250274' })).toEqual({
      ok: true,
      value: {
        company: {
          country: 'PL',
          taxNumber: '5260250274',
          companyName: registeredWithFlat.companyName,
          ...registeredWithFlat.address,
        },
        vatStatus: 'active',
        checkedOn: registeredWithFlat.checkedOn,
      },
    });
  });

  it('answers the name alone where the address could not be split', async () => {
    const answer = await lookUpCompany({ findCompany }, { country: 'PL', taxNumber: '8990000002' });
    expect(answer.ok && answer.value.company).toEqual({
      country: 'PL',
      taxNumber: '8990000002',
      companyName: registeredWithoutAddress.companyName,
    });
  });

  it.each([
    ['a NIP the register does not know', 'PL', '1111111111', { code: 'company_not_found' }],
    ['another country', 'DE', '123456789', { code: 'company_register_not_covered' }],
    ['an outage', 'PL', unansweredNip, { code: 'company_register_unavailable', retryAfterSeconds: 60 }],
    ['a used-up day', 'PL', overLimitNip, { code: 'company_register_limit' }],
  ] as const)('refuses %s with its own code', async (_, country, taxNumber, failure) => {
    expect(await lookUpCompany({ findCompany }, { country, taxNumber })).toEqual({ ok: false, ...failure });
  });
});
