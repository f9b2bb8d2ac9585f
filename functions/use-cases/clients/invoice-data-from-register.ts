import type { CompanyInvoiceData } from '#shared/identity/company';
import type { RegisterCheck } from '#shared/identity/register-check';
import type { CompanyLookupResult } from '../../lib/company-register/company-register';

/** The invoice data to save and how they stand against the public VAT register. */
export interface CheckedInvoiceData {
  invoiceData: CompanyInvoiceData;
  check: RegisterCheck;
}

/**
 * What a form saves after the register's answer: a company it knows gets its name and address (the
 * form adds only what the register lacks: a flat number, or the whole address when its line could not
 * be split), verified with its VAT status; when the register could not answer, or holds no taxpayers
 * of the country, the form's data as typed, unverified. `undefined` when it knows no such taxpayer.
 */
export const invoiceDataFromRegister = (
  found: CompanyLookupResult,
  form: CompanyInvoiceData,
): CheckedInvoiceData | undefined => {
  if (found.status === 'notFound') return undefined;
  if (found.status === 'unavailable')
    return { invoiceData: form, check: { verified: false, reason: 'unavailable' } };
  if (found.status === 'notCovered')
    return { invoiceData: form, check: { verified: false, reason: 'notCovered' } };
  const { company } = found;
  const address = company.address ?? form;
  return {
    invoiceData: {
      country: company.country,
      taxNumber: company.taxNumber,
      companyName: company.companyName,
      companyZipCode: address.companyZipCode,
      companyCity: address.companyCity,
      companyStreet: address.companyStreet,
      companyBuildingNumber: address.companyBuildingNumber,
      companyFlatNumber: address.companyFlatNumber ?? form.companyFlatNumber,
    },
    check: {
      verified: true,
      vatStatus: company.vatStatus,
      checkedOn: company.checkedOn,
      requestId: company.requestId,
    },
  };
};
