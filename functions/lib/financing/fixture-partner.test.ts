import { describe, expect, it } from 'vitest';
import { fixtureCreditLimit, fixtureFinancingPartner } from './fixture-partner';
import type { FinancingApplication } from './port';

const application: FinancingApplication = {
  reference: '01JDXK6A3M5Q1V7W9Y0Z2B4C6D',
  kind: 'credit',
  amount: 300_000,
  currency: 'PLN',
  applicant: { email: 'anna@example.com', name: 'Anna Nowak' },
};

describe('the fixture financing partner', () => {
  it('approves an ordinary application and names it', async () => {
    expect(await fixtureFinancingPartner.apply(application)).toEqual({
      applicationId: expect.stringMatching(/^FIN-[0-9A-F]{16}$/),
      decision: 'approved',
    });
  });

  it('answers the same application for the same order again, another for another order', async () => {
    const first = await fixtureFinancingPartner.apply(application);
    expect(await fixtureFinancingPartner.apply(application)).toEqual(first);
    const other = await fixtureFinancingPartner.apply({
      ...application,
      reference: '01JDXK6A3M5Q1V7W9Y0Z2B4C6E',
    });
    expect(other.applicationId).not.toBe(first.applicationId);
  });

  it.each(['anna+odmowa@example.com', 'anna+decline@example.com'])(
    'declines %s, the tester’s marker',
    async (email) => {
      const decided = await fixtureFinancingPartner.apply({
        ...application,
        applicant: { ...application.applicant, email },
      });
      expect(decided.decision).toBe('declined');
    },
  );

  it('declines credit above its ceiling, not leasing of the same amount', async () => {
    const above = { ...application, amount: fixtureCreditLimit + 1 };
    expect((await fixtureFinancingPartner.apply(above)).decision).toBe('declined');
    expect((await fixtureFinancingPartner.apply({ ...above, amount: fixtureCreditLimit })).decision).toBe(
      'approved',
    );
    expect((await fixtureFinancingPartner.apply({ ...above, kind: 'leasing' })).decision).toBe('approved');
  });
});
