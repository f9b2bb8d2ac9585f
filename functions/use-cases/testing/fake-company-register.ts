import type { CompanyInvoiceData } from '#shared/identity/company';
import type { CompanyLookupResult, RegisteredCompany } from '../../lib/company-register/company-register';

// The public VAT register for use-case tests: a few made-up companies (the local simulator's, as its
// adapter answers them), a NIP the register does not answer for, and the rest unknown.

const checkedOn = '2026-03-02';

/** An active company whose address has a flat number. */
export const registeredWithFlat: RegisteredCompany = {
  country: 'PL',
  taxNumber: '5260250274',
  companyName: 'PRZYKŁADOWA FIRMA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
  address: {
    companyStreet: 'PROSTA',
    companyBuildingNumber: '20',
    companyFlatNumber: '4',
    companyZipCode: '00-950',
    companyCity: 'WARSZAWA',
  },
  vatStatus: 'active',
  requestId: 'a1b2c-3d4e5f6',
  checkedOn,
};

/** An exempt taxpayer whose address has no flat number. */
export const registeredWithoutFlat: RegisteredCompany = {
  country: 'PL',
  taxNumber: '6760000003',
  companyName: 'JAN KOWALSKI USŁUGI INFORMATYCZNE',
  address: {
    companyStreet: 'ŚWIĘTOKRZYSKA',
    companyBuildingNumber: '12',
    companyZipCode: '00-916',
    companyCity: 'WARSZAWA',
  },
  vatStatus: 'exempt',
  requestId: 'b2c3d-4e5f6a7',
  checkedOn,
};

/** A company whose address line the register wrote without a building number. */
export const registeredWithoutAddress: RegisteredCompany = {
  country: 'PL',
  taxNumber: '8990000002',
  companyName: 'SOLNY SERWIS SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
  vatStatus: 'active',
  requestId: 'c3d4e-5f6a7b8',
  checkedOn,
};

/** A NIP the register does not answer for (an outage), and one over its day's limit. */
export const unansweredNip = '1180000001';
export const overLimitNip = '7770000005';

/** The invoice data of a registered company, as a form saves it. */
export const invoiceDataOf = (company: RegisteredCompany): CompanyInvoiceData => ({
  country: company.country,
  taxNumber: company.taxNumber,
  companyName: company.companyName,
  companyStreet: company.address?.companyStreet ?? '',
  companyBuildingNumber: company.address?.companyBuildingNumber ?? '',
  companyFlatNumber: company.address?.companyFlatNumber,
  companyZipCode: company.address?.companyZipCode ?? '',
  companyCity: company.address?.companyCity ?? '',
});

const companies = [registeredWithFlat, registeredWithoutFlat, registeredWithoutAddress];

/** The register's answer about a tax number. */
export const fakeRegisterAnswer = (country: string, taxNumber: string): CompanyLookupResult => {
  if (country !== 'PL') return { status: 'notCovered' };
  if (taxNumber === unansweredNip) return { status: 'unavailable', reason: 'unavailable' };
  if (taxNumber === overLimitNip) return { status: 'unavailable', reason: 'limit' };
  const company = companies.find((one) => one.taxNumber === taxNumber);
  return company ? { status: 'found', company } : { status: 'notFound', checkedOn };
};
