import { type CompanyCountry, companyCountryFormats } from './company-countries';

/** Zip code in the country's format (PL `00-000`, DE `12345`, CZ `123 45`, …); letters any case. */
export const isValidZipCode = (country: CompanyCountry, zipCode: string): boolean =>
  companyCountryFormats[country].zip.test(zipCode.trim().toUpperCase());
