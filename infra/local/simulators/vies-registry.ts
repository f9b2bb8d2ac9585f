import type { ViesErrorCode } from '#functions/lib/vies/vies-contract';
import {
  type CompanyCountry,
  companyCountries,
  companyCountryFormats,
} from '#shared/identity/company-countries';

// The VAT numbers the local VIES simulator knows (made up; the README lists them). Any other number
// of a member state VIES serves is answered `valid: false`, as VIES answers an unregistered one.

export interface RegisteredTrader {
  countryCode: string;
  vatNumber: string;
  /** Absent where the member state keeps it to itself (Germany): VIES writes `---`. */
  name?: string;
  address?: string;
}

export const registeredTraders: RegisteredTrader[] = [
  { countryCode: 'DE', vatNumber: '123456789' },
  {
    countryCode: 'CZ',
    vatNumber: '12345678',
    name: 'Příklad s.r.o.',
    address: 'Národní 5\n110 00 Praha 1',
  },
  {
    countryCode: 'FR',
    vatNumber: '12345678901',
    name: 'EXEMPLE SARL',
    address: '1 RUE DE RIVOLI\n75001 PARIS',
  },
  {
    countryCode: 'AT',
    vatNumber: 'U12345678',
    name: 'Beispiel Handels GmbH',
    address: 'Kärntner Straße 1\nAT-1010 Wien',
  },
  {
    countryCode: 'EL',
    vatNumber: '123456789',
    name: 'ΠΑΡΑΔΕΙΓΜΑ Α.Ε.',
    address: 'ΕΡΜΟΥ 10\n10563 ΑΘΗΝΑ',
  },
  {
    countryCode: 'PL',
    vatNumber: '5260250274',
    name: 'PRZYKŁADOWA FIRMA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
    address: 'PROSTA 20/4\n00-950 WARSZAWA',
  },
];

/** The member states VIES serves: the EU's (Greece as EL) and Northern Ireland (XI). */
const outsideTheEu = new Set<CompanyCountry>(['GB', 'CH', 'NO']);
export const viesMemberStates = [
  ...companyCountries
    .filter((country) => !outsideTheEu.has(country))
    .map((c) => companyCountryFormats[c].vatPrefix),
  'XI',
];

/** Member states whose own service the simulator reports down, and numbers it answers with an error. */
export const simulatedOutages: { countryCode: string; vatNumber?: string; error: ViesErrorCode }[] = [
  { countryCode: 'MT', error: 'MS_UNAVAILABLE' },
  { countryCode: 'IT', vatNumber: '00000000000', error: 'TIMEOUT' },
];
