// Tax number and zip code formats per country of a company invoice (EU members plus GB, CH and NO).
// `vatPrefix` is the VAT ID prefix (Greece uses EL); `vat` matches the number without it, after
// spaces, dashes and dots are dropped and letters upper-cased. Poland's NIP is also checksummed.

interface CountryFormats {
  vatPrefix: string;
  vat: RegExp;
  zip: RegExp;
}

export const companyCountryFormats = {
  AT: { vatPrefix: 'AT', vat: /^U\d{8}$/, zip: /^\d{4}$/ },
  BE: { vatPrefix: 'BE', vat: /^[01]\d{9}$/, zip: /^\d{4}$/ },
  BG: { vatPrefix: 'BG', vat: /^\d{9,10}$/, zip: /^\d{4}$/ },
  CY: { vatPrefix: 'CY', vat: /^\d{8}[A-Z]$/, zip: /^\d{4}$/ },
  CZ: { vatPrefix: 'CZ', vat: /^\d{8,10}$/, zip: /^\d{3} ?\d{2}$/ },
  DE: { vatPrefix: 'DE', vat: /^\d{9}$/, zip: /^\d{5}$/ },
  DK: { vatPrefix: 'DK', vat: /^\d{8}$/, zip: /^\d{4}$/ },
  EE: { vatPrefix: 'EE', vat: /^\d{9}$/, zip: /^\d{5}$/ },
  ES: { vatPrefix: 'ES', vat: /^[A-Z0-9]\d{7}[A-Z0-9]$/, zip: /^\d{5}$/ },
  FI: { vatPrefix: 'FI', vat: /^\d{8}$/, zip: /^\d{5}$/ },
  FR: { vatPrefix: 'FR', vat: /^[A-HJ-NP-Z0-9]{2}\d{9}$/, zip: /^\d{5}$/ },
  GR: { vatPrefix: 'EL', vat: /^\d{9}$/, zip: /^\d{3} ?\d{2}$/ },
  HR: { vatPrefix: 'HR', vat: /^\d{11}$/, zip: /^\d{5}$/ },
  HU: { vatPrefix: 'HU', vat: /^\d{8}$/, zip: /^\d{4}$/ },
  IE: {
    vatPrefix: 'IE',
    vat: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
    zip: /^[A-Z]\d[\dW] ?[\dAC-FHKNPRTV-Y]{4}$/,
  },
  IT: { vatPrefix: 'IT', vat: /^\d{11}$/, zip: /^\d{5}$/ },
  LT: { vatPrefix: 'LT', vat: /^(\d{9}|\d{12})$/, zip: /^(LT-)?\d{5}$/ },
  LU: { vatPrefix: 'LU', vat: /^\d{8}$/, zip: /^(L-)?\d{4}$/ },
  LV: { vatPrefix: 'LV', vat: /^\d{11}$/, zip: /^(LV-)?\d{4}$/ },
  MT: { vatPrefix: 'MT', vat: /^\d{8}$/, zip: /^[A-Z]{3} ?\d{4}$/ },
  NL: { vatPrefix: 'NL', vat: /^\d{9}B\d{2}$/, zip: /^\d{4} ?[A-Z]{2}$/ },
  PL: { vatPrefix: 'PL', vat: /^\d{10}$/, zip: /^\d{2}-\d{3}$/ },
  PT: { vatPrefix: 'PT', vat: /^\d{9}$/, zip: /^\d{4}-\d{3}$/ },
  RO: { vatPrefix: 'RO', vat: /^\d{2,10}$/, zip: /^\d{6}$/ },
  SE: { vatPrefix: 'SE', vat: /^\d{10}01$/, zip: /^\d{3} ?\d{2}$/ },
  SI: { vatPrefix: 'SI', vat: /^\d{8}$/, zip: /^\d{4}$/ },
  SK: { vatPrefix: 'SK', vat: /^\d{10}$/, zip: /^\d{3} ?\d{2}$/ },
  GB: { vatPrefix: 'GB', vat: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, zip: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/ },
  CH: { vatPrefix: 'CHE', vat: /^\d{9}(MWST|TVA|IVA)?$/, zip: /^\d{4}$/ },
  NO: { vatPrefix: 'NO', vat: /^\d{9}(MVA)?$/, zip: /^\d{4}$/ },
} as const satisfies Record<string, CountryFormats>;

export type CompanyCountry = keyof typeof companyCountryFormats;
export const companyCountries = Object.keys(companyCountryFormats) as [CompanyCountry, ...CompanyCountry[]];

export const isCompanyCountry = (value: unknown): value is CompanyCountry =>
  typeof value === 'string' && Object.hasOwn(companyCountryFormats, value);
