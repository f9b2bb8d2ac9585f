import { describe, expect, it } from 'vitest';
import { accountTypeIds } from '#shared/identity/account-types';
import type { CompanyInvoiceData } from '#shared/identity/company';
import { fakeClientPorts, storedProfile } from '../testing/fake-client-ports';
import {
  invoiceDataOf,
  overLimitNip,
  registeredWithFlat,
  registeredWithoutAddress,
  registeredWithoutFlat,
  unansweredNip,
} from '../testing/fake-company-register';
import { crashingOnSave } from '../testing/fake-workflow-ports';
import { convertToBusiness } from './convert-to-business';

const { partner, customer, business } = accountTypeIds;
const withFlat = invoiceDataOf(registeredWithFlat);
const withoutFlat = invoiceDataOf(registeredWithoutFlat);
const verified = (company: typeof registeredWithFlat) => ({
  verified: true,
  vatStatus: company.vatStatus,
  checkedOn: company.checkedOn,
  requestId: company.requestId,
});

/** The form: the register's tax number with invented name and address. */
const formOf = (company: CompanyInvoiceData, flat?: string): CompanyInvoiceData => ({
  ...company,
  companyName: 'Wymyślona sp. z o.o.',
  companyCity: 'Gdzieś',
  companyFlatNumber: flat,
});

const previous: CompanyInvoiceData = { ...withoutFlat, companyFlatNumber: '7' };
const previousCheck = { verified: false, reason: 'unavailable' } as const;

describe('convertToBusiness', () => {
  it("records the register's name and address, verified with its VAT status, and makes a private customer business", async () => {
    const { ports, store } = fakeClientPorts({ profile: storedProfile(customer), invoiceData: null });
    const result = await convertToBusiness(ports, { userId: 'u1', form: formOf(withFlat, '9') });
    expect(result).toMatchObject({
      ok: true,
      value: {
        accountTypeId: business,
        defaultInvoiceData: withFlat,
        defaultInvoiceCheck: verified(registeredWithFlat),
      },
    });
    expect(store).toMatchObject({
      profile: { accountTypeId: business },
      invoiceData: withFlat,
      invoiceCheck: verified(registeredWithFlat),
    });
  });

  it('records an exempt taxpayer with its status, for the notice before an invoice goes to it', async () => {
    const { ports } = fakeClientPorts({ profile: storedProfile(customer), invoiceData: null });
    const result = await convertToBusiness(ports, { userId: 'u1', form: formOf(withoutFlat) });
    expect(result).toMatchObject({ ok: true, value: { defaultInvoiceCheck: { vatStatus: 'exempt' } } });
  });

  it("keeps the form's address where the register's line could not be split, the name the register's", async () => {
    const { ports, store } = fakeClientPorts({ profile: storedProfile(customer), invoiceData: null });
    const form = { ...formOf(withFlat, '2'), taxNumber: registeredWithoutAddress.taxNumber };
    await convertToBusiness(ports, { userId: 'u1', form });
    expect(store.invoiceData).toEqual({ ...form, companyName: registeredWithoutAddress.companyName });
    expect(store.invoiceCheck).toEqual(verified(registeredWithoutAddress));
  });

  it.each([
    ['does not answer', unansweredNip, 'unavailable'],
    ['has no searches left today', overLimitNip, 'unavailable'],
  ])("saves the form's data as typed, unverified, when the register %s", async (_, taxNumber, reason) => {
    const { ports, store } = fakeClientPorts({ profile: storedProfile(customer), invoiceData: null });
    const form = { ...formOf(withFlat, '3'), taxNumber };
    const result = await convertToBusiness(ports, { userId: 'u1', form });
    expect(result).toMatchObject({
      ok: true,
      value: {
        accountTypeId: business,
        defaultInvoiceData: form,
        defaultInvoiceCheck: { verified: false, reason },
      },
    });
    expect(store).toMatchObject({ invoiceData: form, invoiceCheck: { verified: false, reason } });
  });

  it('saves a company of another country as typed, unverified: the register holds Polish NIPs only', async () => {
    const { ports, store } = fakeClientPorts({ profile: storedProfile(customer), invoiceData: null });
    const form: CompanyInvoiceData = {
      ...formOf(withFlat),
      country: 'DE',
      taxNumber: '123456789',
      companyZipCode: '10115',
    };
    await convertToBusiness(ports, { userId: 'u1', form });
    expect(store).toMatchObject({
      profile: { accountTypeId: business },
      invoiceData: form,
      invoiceCheck: { verified: false, reason: 'notCovered' },
    });
  });

  it('keeps the flat number of the form only where the register has none', async () => {
    const { ports, store } = fakeClientPorts({ profile: storedProfile(customer), invoiceData: null });
    await convertToBusiness(ports, { userId: 'u1', form: formOf(withoutFlat, '12') });
    expect(store.invoiceData).toEqual({ ...withoutFlat, companyFlatNumber: '12' });
  });

  it('leaves a partner a partner', async () => {
    const { ports, store } = fakeClientPorts({ profile: storedProfile(partner), invoiceData: null });
    await convertToBusiness(ports, { userId: 'u1', form: formOf(withFlat) });
    expect(store).toMatchObject({ profile: { accountTypeId: partner }, invoiceData: withFlat });
  });

  it('refuses a company the register does not know, on the tax number, changing nothing', async () => {
    const { ports, store } = fakeClientPorts({ profile: storedProfile(customer), invoiceData: previous });
    const form = { ...formOf(withFlat), taxNumber: '1111111111' };
    expect(await convertToBusiness(ports, { userId: 'u1', form })).toEqual({
      ok: false,
      code: 'company_not_found',
      fields: [{ path: 'taxNumber', message: 'company_not_found' }],
    });
    expect(store).toMatchObject({ profile: { accountTypeId: customer }, invoiceData: previous });
  });

  it('answers user_not_found without a profile', async () => {
    const { ports } = fakeClientPorts({ invoiceData: null });
    expect(await convertToBusiness(ports, { userId: 'u1', form: formOf(withFlat) })).toEqual({
      ok: false,
      code: 'user_not_found',
    });
  });

  it.each([
    ['restores the previous invoice data and its check', previous, previousCheck],
    ['removes the invoice data recorded', null, undefined],
  ])('when the account type cannot change, %s', async (_, invoiceData, invoiceCheck) => {
    const { ports, store } = fakeClientPorts(
      { profile: storedProfile(customer), invoiceData, ...(invoiceCheck ? { invoiceCheck } : {}) },
      ['changeAccountType'],
    );
    expect(await convertToBusiness(ports, { userId: 'u1', form: formOf(withFlat) })).toEqual({
      ok: false,
      code: 'invoice_data_edit_failed',
    });
    expect(store).toMatchObject({ profile: { accountTypeId: customer }, invoiceData });
    expect(store.invoiceCheck).toEqual(invoiceCheck);
  });

  it('answers a repeated request from the finished run without asking the register again', async () => {
    const { ports, lookups } = fakeClientPorts({ profile: storedProfile(customer), invoiceData: null });
    const first = await convertToBusiness(ports, { userId: 'u1', form: formOf(withFlat) });
    const again = await convertToBusiness(ports, { userId: 'u1', form: formOf(withFlat) });
    expect(again).toEqual(first);
    expect(lookups).toEqual([withFlat.taxNumber]);
  });

  it('converts again with another company after a finished run', async () => {
    const { ports, store } = fakeClientPorts({ profile: storedProfile(customer), invoiceData: null });
    await convertToBusiness(ports, { userId: 'u1', form: formOf(withFlat) });
    await convertToBusiness(ports, { userId: 'u1', form: formOf(withoutFlat) });
    await convertToBusiness(ports, { userId: 'u1', form: formOf(withFlat) });
    expect(store.invoiceData).toEqual(withFlat);
  });

  it('resumes a request that crashed before saving its last step: no second lookup, the type change repeatable', async () => {
    const { ports, store, lookups, workflows } = fakeClientPorts({
      profile: storedProfile(customer),
      invoiceData: null,
    });
    const crashing = crashingOnSave(ports, 3);
    await expect(convertToBusiness(crashing, { userId: 'u1', form: formOf(withFlat) })).rejects.toThrow();
    expect(store).toMatchObject({ profile: { accountTypeId: business }, invoiceData: withFlat });
    workflows.now.value = new Date(workflows.now.value.getTime() + 60_000);
    const retried = await convertToBusiness(ports, { userId: 'u1', form: formOf(withFlat) });
    expect(retried).toMatchObject({ ok: true, value: { accountTypeId: business } });
    expect(lookups).toHaveLength(1);
  });
});
