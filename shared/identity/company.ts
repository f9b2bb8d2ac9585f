import * as z from 'zod/mini';
import { singleLineText } from '../text';
import { fieldMessages } from '../validation';
import { byCountry } from './by-country';
import { companyCountries } from './company-countries';
import { isValidTaxNumber, normalizeTaxNumber } from './tax-number';
import { isValidZipCode } from './zip-code';

const text = (max: number) => singleLineText({ max });

/**
 * Company invoice data (spec sections 3 and 5): a valid tax number (NIP checksum for PL, VAT ID format
 * elsewhere) and a zip code in the country's format; name, city, street and building number required.
 * Whether the company exists is the public register's answer, checked by the API.
 */
export const companyInvoiceDataSchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(
    z
      .strictObject({
        country: z._default(z.enum(companyCountries), 'PL'),
        taxNumber: text(32),
        companyName: text(256),
        companyZipCode: text(16),
        companyCity: text(128),
        companyStreet: text(128),
        companyBuildingNumber: text(16),
        companyFlatNumber: z.optional(singleLineText({ min: 0, max: 16 })),
      })
      .check(
        byCountry('taxNumber', isValidTaxNumber, fieldMessages.invalidTaxNumber),
        byCountry('companyZipCode', isValidZipCode, fieldMessages.invalidZipCode),
      ),
    z.transform((data) => ({
      ...data,
      taxNumber: normalizeTaxNumber(data.country, data.taxNumber),
      companyZipCode: data.companyZipCode.toUpperCase(),
      companyFlatNumber: data.companyFlatNumber || undefined,
    })),
  ),
);
export type CompanyInvoiceData = z.output<typeof companyInvoiceDataSchema>;
export type CompanyInvoiceDataInput = z.input<typeof companyInvoiceDataSchema>;
