import { describe, expect, it } from 'vitest';
import { accountTypeIds } from '#shared/identity/account-types';
import type { CompanyInvoiceData } from '#shared/identity/company';
import type { PoolUser } from '../../lib/cognito';
import { storedProfile } from '../testing/fake-client-ports';
import { invoiceDataOf, registeredWithFlat } from '../testing/fake-company-register';
import { fakeStaffCustomerPorts } from '../testing/fake-staff-customer-ports';
import { changePartnerSuspension } from './change-partner-suspension';
import { changeSignIn } from './change-sign-in';
import { convertCustomerToBusiness } from './convert-customer-to-business';
import { enrolCustomerAsPartner } from './enrol-customer-as-partner';
import { findCustomers } from './find-customers';
import { listStaffPartners } from './list-staff-partners';
import { resendSignUpCodeFor } from './resend-sign-up-code';
import { showCustomer } from './show-customer';

const { customer, business, partner } = accountTypeIds;
const staffEmail = 'obsluga@example.pl';
const company: CompanyInvoiceData = invoiceDataOf(registeredWithFlat);
const poolUser = (changes: Partial<PoolUser> = {}): PoolUser => ({
  userId: 'u1',
  username: 'user-u1',
  email: 'ewa@example.pl',
  signUp: 'confirmed',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

describe('findCustomers', () => {
  it('leaves out a customer the index still names by a name she no longer carries', async () => {
    const { ports } = fakeStaffCustomerPorts(
      { profile: storedProfile(customer), invoiceData: null },
      { index: { 'name:kowalska': ['u1'], 'name:nowak': ['u1'] } },
    );
    expect(await findCustomers(ports, { q: 'Kowalska' })).toEqual({ ok: true, value: { customers: [] } });
    const found = await findCustomers(ports, { q: 'Nowak' });
    expect(found).toMatchObject({ ok: true, value: { customers: [{ userId: 'u1', name: 'Ewa Nowak' }] } });
  });

  it("answers an e-mail from the user pool, an unconfirmed sign-up with the pool's facts alone", async () => {
    const { ports } = fakeStaffCustomerPorts(
      { invoiceData: null },
      { pool: [poolUser({ signUp: 'unconfirmed' })] },
    );
    expect(await findCustomers(ports, { q: 'ewa@example.pl' })).toEqual({
      ok: true,
      value: {
        customers: [
          {
            userId: 'u1',
            email: 'ewa@example.pl',
            signUp: 'unconfirmed',
            signInBlocked: false,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
    });
  });
});

describe('changeSignIn', () => {
  it('blocks her sign-in with the record in the same commit, and a second block is refused as changed', async () => {
    const { ports, store, log } = fakeStaffCustomerPorts({
      profile: storedProfile(customer),
      invoiceData: null,
    });
    const blocked = await changeSignIn(ports, { userId: 'u1', blocked: true, staffEmail });
    expect(blocked).toMatchObject({
      ok: true,
      value: { signInBlocked: { staffEmail }, actions: ['unblockSignIn', 'convertToBusiness'] },
    });
    expect(store.profile?.signInBlocked).toMatchObject({ staffEmail });
    expect(log).toEqual([
      expect.objectContaining({
        action: 'blockSignIn',
        before: { signInBlocked: false },
        after: { signInBlocked: true },
      }),
    ]);
    expect(await changeSignIn(ports, { userId: 'u1', blocked: true, staffEmail })).toEqual({
      ok: false,
      code: 'customer_changed',
    });
    expect(log).toHaveLength(1);
  });

  it('finds no customer without a profile', async () => {
    const { ports, log } = fakeStaffCustomerPorts({ invoiceData: null });
    expect(await changeSignIn(ports, { userId: 'u1', blocked: true, staffEmail })).toEqual({
      ok: false,
      code: 'customer_not_found',
    });
    expect(log).toEqual([]);
  });
});

describe('resendSignUpCodeFor', () => {
  it("mails an unconfirmed sign-up's code again under its pool username, then records it", async () => {
    const { ports, resent, log } = fakeStaffCustomerPorts(
      { invoiceData: null },
      { pool: [poolUser({ signUp: 'unconfirmed' })] },
    );
    const answer = await resendSignUpCodeFor(ports, { userId: 'u1', staffEmail });
    expect(answer).toMatchObject({
      ok: true,
      value: { signUp: 'unconfirmed', actions: ['resendConfirmation'] },
    });
    expect(resent).toEqual(['user-u1']);
    expect(log).toEqual([
      expect.objectContaining({ action: 'resendConfirmation', after: { to: 'ewa@example.pl' } }),
    ]);
  });

  it('sends nothing to a confirmed sign-up or to nobody', async () => {
    const { ports, resent, log } = fakeStaffCustomerPorts({ invoiceData: null }, { pool: [poolUser()] });
    expect(await resendSignUpCodeFor(ports, { userId: 'u1', staffEmail })).toEqual({
      ok: false,
      code: 'sign_up_already_confirmed',
    });
    expect(await resendSignUpCodeFor(ports, { userId: 'u2', staffEmail })).toEqual({
      ok: false,
      code: 'customer_not_found',
    });
    expect([resent, log]).toEqual([[], []]);
  });
});

describe('convertCustomerToBusiness', () => {
  it("makes her business with the register's company, indexes it, and records before and after", async () => {
    const { ports, store, log } = fakeStaffCustomerPorts({
      profile: storedProfile(customer),
      invoiceData: null,
    });
    const answer = await convertCustomerToBusiness(ports, {
      userId: 'u1',
      form: { ...company, companyName: 'Wymyślona' },
      staffEmail,
    });
    expect(answer).toMatchObject({
      ok: true,
      value: {
        profile: { accountTypeId: business },
        invoiceData: company,
        actions: ['blockSignIn', 'enrolPartner'],
      },
    });
    expect(store.searchTerms).toEqual([
      'name:przykladowa firma spolka z ograniczona odpowiedzialnoscia',
      'tax:5260250274',
    ]);
    expect(log).toEqual([
      expect.objectContaining({
        action: 'convertToBusiness',
        staffEmail,
        before: { accountTypeId: customer, companyName: null },
        after: { accountTypeId: business, companyName: company.companyName, taxNumber: company.taxNumber },
      }),
    ]);
  });

  it('records nothing when the register does not know the tax number', async () => {
    const { ports, log } = fakeStaffCustomerPorts({ profile: storedProfile(customer), invoiceData: null });
    const answer = await convertCustomerToBusiness(ports, {
      userId: 'u1',
      form: { ...company, taxNumber: '9999999999' },
      staffEmail,
    });
    expect(answer).toMatchObject({ ok: false, code: 'company_not_found' });
    expect(log).toEqual([]);
  });
});

describe('enrolCustomerAsPartner', () => {
  it('enrols a business customer with a new code and records it; a partner is not enrolled twice', async () => {
    const { ports, store, log } = fakeStaffCustomerPorts({
      profile: storedProfile(business),
      invoiceData: null,
    });
    const answer = await enrolCustomerAsPartner(ports, { userId: 'u1', currency: 'EUR', staffEmail });
    expect(answer).toMatchObject({
      ok: true,
      value: {
        profile: { accountTypeId: partner },
        partner: { code: 'P-TEST01', currency: 'EUR', orders: [] },
        actions: ['blockSignIn', 'suspendPartner'],
      },
    });
    expect(store.profile?.accountTypeId).toBe(partner);
    expect(log).toEqual([
      expect.objectContaining({
        action: 'enrolPartner',
        staffEmail,
        before: { accountTypeId: business },
        after: { accountTypeId: partner, code: 'P-TEST01', currency: 'EUR' },
      }),
    ]);
    expect(await enrolCustomerAsPartner(ports, { userId: 'u1', currency: 'EUR', staffEmail })).toEqual({
      ok: false,
      code: 'customer_changed',
    });
    expect(log).toHaveLength(1);
  });

  it('enrols no private customer (she is made business first) and nobody without a profile', async () => {
    const { ports, log } = fakeStaffCustomerPorts({ profile: storedProfile(customer), invoiceData: null });
    expect(await enrolCustomerAsPartner(ports, { userId: 'u1', currency: 'PLN', staffEmail })).toEqual({
      ok: false,
      code: 'customer_changed',
    });
    const nobody = fakeStaffCustomerPorts({ invoiceData: null });
    expect(await enrolCustomerAsPartner(nobody.ports, { userId: 'u1', currency: 'PLN', staffEmail })).toEqual(
      {
        ok: false,
        code: 'customer_not_found',
      },
    );
    expect(log).toEqual([]);
  });
});

describe('changePartnerSuspension', () => {
  const enrolled = async () => {
    const fake = fakeStaffCustomerPorts({ profile: storedProfile(business), invoiceData: company });
    await enrolCustomerAsPartner(fake.ports, { userId: 'u1', currency: 'PLN', staffEmail });
    return fake;
  };

  it('suspends a partner with the record in the same commit, then reinstates her; a second suspension is refused as changed', async () => {
    const { ports, log } = await enrolled();
    const suspended = await changePartnerSuspension(ports, { userId: 'u1', suspended: true, staffEmail });
    expect(suspended).toMatchObject({
      ok: true,
      value: {
        partner: { code: 'P-TEST01', suspended: { staffEmail } },
        actions: ['blockSignIn', 'reinstatePartner'],
      },
    });
    expect(await changePartnerSuspension(ports, { userId: 'u1', suspended: true, staffEmail })).toEqual({
      ok: false,
      code: 'customer_changed',
    });
    const reinstated = await changePartnerSuspension(ports, { userId: 'u1', suspended: false, staffEmail });
    expect(reinstated.ok && reinstated.value.partner).not.toHaveProperty('suspended');
    expect(log.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      expect.objectContaining({ action: 'enrolPartner' }),
      {
        action: 'suspendPartner',
        before: { partnerSuspended: false, code: 'P-TEST01' },
        after: { partnerSuspended: true, code: 'P-TEST01' },
      },
      {
        action: 'reinstatePartner',
        before: { partnerSuspended: true, code: 'P-TEST01' },
        after: { partnerSuspended: false, code: 'P-TEST01' },
      },
    ]);
  });

  it('suspends no customer who is not a partner, and nobody without a profile, recording nothing', async () => {
    const { ports, log } = fakeStaffCustomerPorts({ profile: storedProfile(business), invoiceData: null });
    expect(await changePartnerSuspension(ports, { userId: 'u1', suspended: true, staffEmail })).toEqual({
      ok: false,
      code: 'customer_changed',
    });
    const nobody = fakeStaffCustomerPorts({ invoiceData: null });
    expect(
      await changePartnerSuspension(nobody.ports, { userId: 'u1', suspended: true, staffEmail }),
    ).toEqual({ ok: false, code: 'customer_not_found' });
    expect(log).toEqual([]);
  });
});

describe('listStaffPartners', () => {
  it('lists each partner with her name, e-mail and company beside her code and currency', async () => {
    const fake = fakeStaffCustomerPorts({ profile: storedProfile(business), invoiceData: company });
    await enrolCustomerAsPartner(fake.ports, { userId: 'u1', currency: 'EUR', staffEmail });
    const listed = await listStaffPartners(fake.ports, { state: 'active' });
    expect(listed).toEqual({
      ok: true,
      value: {
        partners: [
          expect.objectContaining({
            partnerId: 'u1',
            email: fake.store.profile?.email,
            companyName: company.companyName,
            taxNumber: company.taxNumber,
            code: 'P-TEST01',
            currency: 'EUR',
          }),
        ],
      },
    });
  });
});

describe('showCustomer', () => {
  it('finds nobody neither the pool nor the table knows', async () => {
    const { ports } = fakeStaffCustomerPorts({ invoiceData: null });
    expect(await showCustomer(ports, { userId: 'u9' })).toEqual({ ok: false, code: 'customer_not_found' });
  });
});
