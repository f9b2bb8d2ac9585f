import * as z from 'zod/mini';
import { shopperQuery } from '../catalogue/listing';
import { type CompanyCountry, companyCountries, companyCountryFormats } from '../identity/company-countries';
import { isValidTaxNumber, normalizeTaxNumber } from '../identity/tax-number';
import { fieldMessages } from '../validation';

// A buyer's VAT id: typed in the checkout's company invoice data and sent on the
// basket read as `vatId`, so the basket is priced with the reverse charge when VIES confirms it.

/** A VAT id: the company's country and its tax number without the VAT prefix. */
export interface VatId {
  country: CompanyCountry;
  number: string;
}

/** The country whose VAT prefix starts the text (Greece `EL`, Switzerland `CHE`). */
const countryOfPrefix = (compact: string): CompanyCountry | undefined =>
  companyCountries.find((country) => compact.startsWith(companyCountryFormats[country].vatPrefix));

/** The VAT id a text names (prefix and number; spaces, dots and dashes allowed), if it is one. */
export const vatIdOf = (text: string): VatId | undefined => {
  const compact = text.toUpperCase().replace(/[\s.-]/g, '');
  const country = countryOfPrefix(compact);
  if (!country || !isValidTaxNumber(country, compact)) return undefined;
  return { country, number: normalizeTaxNumber(country, compact) };
};

/** `vatId`: the country's VAT prefix and a number of its format (a Polish NIP also checksummed). */
export const vatIdSchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(
    z.string().check(
      z.maxLength(40),
      z.refine((text) => vatIdOf(text) !== undefined, { message: fieldMessages.invalidTaxNumber }),
    ),
    z.transform((text) => vatIdOf(text) as VatId),
  ),
);

/**
 * The basket routes' query: the shopper's terms and, from the checkout, the VAT id of its company invoice
 * data once typed and the country its goods go to (shipping.ts `deliveryCountryOf`).
 */
export const basketQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.extend(shopperQuery(), {
    vatId: z.optional(vatIdSchema),
    deliveryCountry: z.optional(z.enum(companyCountries)),
  }),
);
