import { companyOfEntity } from '#functions/lib/company-register/vat-register-adapter';
import type { CompanyInvoiceData } from '#shared/identity/company';
import type { RegisterEntity } from '#shared/identity/vat-register-contract';

/**
 * A simulated taxpayer's invoice data as the shop saves them after a look-up (the adapter's own
 * mapping: the name as written, the address split), for the demo's seed and the tests.
 */
export const invoiceDataOfTaxpayer = (taxpayer: RegisterEntity): CompanyInvoiceData => {
  const { country, taxNumber, companyName, address } = companyOfEntity(taxpayer, 'local', '2026-01-01');
  if (!address) throw new Error(`taxpayer ${taxNumber} has no address the shop can split`);
  return { country, taxNumber, companyName, ...address, companyFlatNumber: address.companyFlatNumber };
};
