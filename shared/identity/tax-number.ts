import { type CompanyCountry, companyCountryFormats } from './company-countries';

// Tax numbers: a Polish NIP (10 digits, checksum) or an EU VAT ID in its country's format.

const nipWeights = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** NIP checksum: the weighted sum of the first nine digits mod 11 equals the tenth (10 never valid). */
export const hasValidNipChecksum = (nip: string): boolean => {
  if (!/^\d{10}$/.test(nip)) return false;
  const sum = nipWeights.reduce((total, weight, i) => total + weight * Number(nip[i]), 0);
  return sum % 11 === Number(nip[9]);
};

/**
 * The tax number as stored and looked up: upper-cased, without spaces, dashes or dots and without
 * the country's VAT prefix (`PL 525-000-12-34` → `5250001234`).
 */
export const normalizeTaxNumber = (country: CompanyCountry, taxNumber: string): string => {
  const compact = taxNumber.toUpperCase().replace(/[\s.-]/g, '');
  const { vatPrefix } = companyCountryFormats[country];
  return compact.startsWith(vatPrefix) ? compact.slice(vatPrefix.length) : compact;
};

export const isValidTaxNumber = (country: CompanyCountry, taxNumber: string): boolean => {
  const normalized = normalizeTaxNumber(country, taxNumber);
  if (!companyCountryFormats[country].vat.test(normalized)) return false;
  return country !== 'PL' || hasValidNipChecksum(normalized);
};

/** The full VAT ID with its prefix, as printed on an invoice and sent to VIES. */
export const vatId = (country: CompanyCountry, taxNumber: string): string =>
  `${companyCountryFormats[country].vatPrefix}${normalizeTaxNumber(country, taxNumber)}`;
