import * as z from 'zod/mini';
import { fieldMessages } from '../validation';
import { type CompanyCountry, companyCountries } from './company-countries';
import { isValidTaxNumber, normalizeTaxNumber } from './tax-number';

// `GET /api/clients/companies/{country}/{taxNumber}`: the checkout's invoice step
// finds a company in the public register by its tax number, as the business conversion does.

export const companyLookupSchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(
    z
      .strictObject({
        country: z.enum(companyCountries, fieldMessages.invalidValue),
        taxNumber: z.string().check(z.maxLength(32, fieldMessages.tooLong)),
      })
      .check(
        z.refine((lookup) => isValidTaxNumber(lookup.country, lookup.taxNumber), {
          message: fieldMessages.invalidTaxNumber,
          path: ['taxNumber'],
        }),
      ),
    z.transform(({ country, taxNumber }: { country: CompanyCountry; taxNumber: string }) => ({
      country,
      taxNumber: normalizeTaxNumber(country, taxNumber),
    })),
  ),
);
export type CompanyLookup = z.output<typeof companyLookupSchema>;
