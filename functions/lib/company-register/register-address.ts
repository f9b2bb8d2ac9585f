import type { CompanyAddressFields } from '#shared/identity/register-check';
import { splitStreetLine, tidyText as tidy } from '#shared/identity/street-line';

// The VAT register writes an address on one line: `UL. PROSTA 20, 00-850 WARSZAWA`, `ŚWIĘTOKRZYSKA 12/4,
// 00-916 WARSZAWA`, `AL. JEROZOLIMSKIE 100 LOK. 12, 00-807 WARSZAWA`, a village without streets as its
// name and number (`ZALESIE 15, 05-500 PIASECZNO`: the village stands where a street would, the post
// town is the city), and its OpenAPI's example without the comma (`ul/ Prosta 49 00-838 Warszawa`).
// This splits it into the invoice data's fields, or answers undefined (no zip code, no building
// number), and then the customer types the address.

/** `[place,] 00-000 City`: the last zip code, the city after it (no digits, no comma). */
const zipAndCity = /^(?:(?<place>.*?)[\s,]+)?(?<zip>\d{2}-\d{3})\s+(?<city>[^\d,][^,]*)$/u;

/** `UL.` (and its OpenAPI example's `ul/`) says only "street"; `AL.`, `PL.`, `OS.` are part of the name. */
const streetWord = /^(?:UL[./]|ULICA\s)\s*/iu;

export const parseRegisterAddress = (line: string): CompanyAddressFields | undefined => {
  const whole = zipAndCity.exec(tidy(line));
  if (!whole?.groups) return undefined;
  const { place = '', zip = '', city = '' } = whole.groups;
  const split = splitStreetLine(place.replace(/,\s*$/u, ''));
  if (!split) return undefined;
  const companyCity = tidy(city);
  return {
    companyStreet: tidy(split.street.replace(streetWord, '')) || companyCity,
    companyBuildingNumber: split.building,
    ...(split.flat ? { companyFlatNumber: split.flat } : {}),
    companyZipCode: zip,
    companyCity,
  };
};
