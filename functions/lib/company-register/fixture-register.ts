import type { CompanyRegister, RegisteredCompany } from './port';

/** A few made-up companies with valid tax numbers, for local runs and tests. */
export const registeredCompanies: RegisteredCompany[] = [
  {
    country: 'PL',
    taxNumber: '5260250274',
    companyName: 'Przykładowa Firma sp. z o.o.',
    companyZipCode: '00-950',
    companyCity: 'Warszawa',
    companyStreet: 'Prosta',
    companyBuildingNumber: '20',
    companyFlatNumber: '4',
  },
  {
    country: 'PL',
    taxNumber: '1234563218',
    companyName: 'Testowa Spółka Akcyjna',
    companyZipCode: '30-001',
    companyCity: 'Kraków',
    companyStreet: 'Długa',
    companyBuildingNumber: '1',
  },
  {
    country: 'DE',
    taxNumber: '123456789',
    companyName: 'Beispiel GmbH',
    companyZipCode: '10115',
    companyCity: 'Berlin',
    companyStreet: 'Invalidenstraße',
    companyBuildingNumber: '10',
  },
  {
    country: 'CZ',
    taxNumber: '12345678',
    companyName: 'Příklad s.r.o.',
    companyZipCode: '110 00',
    companyCity: 'Praha',
    companyStreet: 'Národní',
    companyBuildingNumber: '5',
  },
];

export const fixtureRegister: CompanyRegister = {
  find: async (country, taxNumber) =>
    registeredCompanies.find((company) => company.country === country && company.taxNumber === taxNumber),
};
