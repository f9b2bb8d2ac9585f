import { describe, expect, it } from 'vitest';
import { accountTypeIds } from '#shared/identity/account-types';
import { consentTextVersion } from '#shared/identity/sign-up-attributes';
import { fakeSignUpPorts } from '../testing/fake-sign-up-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { confirmClient } from './confirm-client';
import { recordSignUp } from './record-sign-up';

const user = {
  userId: 'sub-1',
  email: 'Anna@Example.pl',
  name: 'Anna Nowak',
  phone: '+48601000000',
  locale: 'de',
  isExternal: false,
};

describe('recordSignUp', () => {
  it('keeps the account type and each consent with its time and text version', async () => {
    const { ports, pendingByEmail } = fakeSignUpPorts();
    await recordSignUp(ports, {
      email: 'anna@example.pl',
      accountType: 'business',
      consents: ['terms', 'sms'],
    });
    const givenAt = fixedNow.toISOString();
    expect(pendingByEmail.get('anna@example.pl')).toEqual({
      accountType: 'business',
      consents: [
        { consent: 'terms', givenAt, textVersion: consentTextVersion },
        { consent: 'sms', givenAt, textVersion: consentTextVersion },
      ],
    });
  });
});

describe('confirmClient', () => {
  it('creates the profile with the recorded account type and consents, then forgets the record', async () => {
    const { ports, pendingByEmail, profiles } = fakeSignUpPorts();
    await recordSignUp(ports, { email: 'anna@example.pl', accountType: 'business', consents: ['terms'] });
    const consents = pendingByEmail.get('anna@example.pl')?.consents;
    expect(await confirmClient(ports, user)).toEqual({
      ok: true,
      value: { created: true, accountTypeId: accountTypeIds.business, recorded: true },
    });
    expect(profiles.get('sub-1')).toMatchObject({
      email: 'anna@example.pl',
      accountTypeId: accountTypeIds.business,
      language: 'de',
      consents,
    });
    expect(pendingByEmail.size).toBe(0);
  });

  it('makes a user without a record (Google, Facebook) a private customer without consents', async () => {
    const { ports, profiles } = fakeSignUpPorts();
    await confirmClient(ports, { ...user, locale: 'xx', isExternal: true });
    expect(profiles.get('sub-1')).toMatchObject({
      accountTypeId: accountTypeIds.customer,
      consents: [],
      language: 'pl',
      isExternal: true,
    });
  });

  it('leaves the first profile alone on a repeated confirmation', async () => {
    const { ports, profiles } = fakeSignUpPorts();
    await confirmClient(ports, user);
    expect(await confirmClient(ports, { ...user, name: 'Someone Else' })).toMatchObject({
      value: { created: false },
    });
    expect(profiles.get('sub-1')?.name).toBe('Anna Nowak');
  });
});

describe('confirmClient: the partner who brought the customer', () => {
  const partners = { 'P-7K3M9Q': 'partner-sub', 'P-BBBBBB': 'other-partner' };
  const signUpWith = (ports: ReturnType<typeof fakeSignUpPorts>['ports'], partnerCode?: string) =>
    recordSignUp(ports, {
      email: 'anna@example.pl',
      accountType: 'private',
      consents: ['terms'],
      partnerCode,
    });

  it.each([
    { case: 'a known partner code', partnerCode: 'P-7K3M9Q', partnerId: 'partner-sub' },
    { case: 'an unknown code (ignored)', partnerCode: 'P-AAAAAA', partnerId: undefined },
    { case: 'no code', partnerCode: undefined, partnerId: undefined },
  ])(
    'records $case on the profile as the referring partner: $partnerId',
    async ({ partnerCode, partnerId }) => {
      const { ports, profiles } = fakeSignUpPorts({}, partners);
      await signUpWith(ports, partnerCode);
      await confirmClient(ports, user);
      expect(profiles.get('sub-1')?.partnerId).toBe(partnerId);
    },
  );

  it('keeps the first touch: a repeated confirmation after another sign-up does not change the partner', async () => {
    const { ports, profiles } = fakeSignUpPorts({}, partners);
    await signUpWith(ports, 'P-7K3M9Q');
    await confirmClient(ports, user);
    await signUpWith(ports, 'P-BBBBBB');
    await confirmClient(ports, user);
    expect(profiles.get('sub-1')?.partnerId).toBe('partner-sub');
  });
});
