import type { CompanyAddressFields } from '#shared/identity/register-check';

// The VAT register writes an address on one line: `UL. PROSTA 20, 00-850 WARSZAWA`, `ŚWIĘTOKRZYSKA 12/4,
// 00-916 WARSZAWA`, `AL. JEROZOLIMSKIE 100 LOK. 12, 00-807 WARSZAWA`, a village without streets as its
// name and number (`ZALESIE 15, 05-500 PIASECZNO`: the village stands where a street would, the post
// town is the city), and its OpenAPI's example without the comma (`ul/ Prosta 49 00-838 Warszawa`).
// This splits it into the invoice data's fields, or answers undefined (no zip code, no building
// number), and then the customer types the address.

/** `[place,] 00-000 City`: the last zip code, the city after it (no digits, no comma). */
const zipAndCity = /^(?:(?<place>.*?)[\s,]+)?(?<zip>\d{2}-\d{3})\s+(?<city>[^\d,][^,]*)$/u;

/** A flat after its word: `… LOK. 12`, `… LOKAL 12`, `… M. 12` (the building may then hold a slash). */
const flatByWord = /^(?<rest>.*\d\p{L}?)\s+(?:LOK(?:AL|\.)?|M\.?)\s*(?<flat>[\p{L}\d]+)$/iu;
/** A flat after a slash: `… 20/4`. */
const flatBySlash = /^(?<rest>.*\d\p{L}?)\s*\/\s*(?<flat>[\p{L}\d]+)$/u;
/** `[street] 20[A][-22 | /22]`: the building is the last number. */
const streetAndBuilding = /^(?:(?<street>.*?)\s+)?(?<building>\d+\p{L}?(?:[-/]\d+\p{L}?)?)$/u;

/** `UL.` (and its OpenAPI example's `ul/`) says only "street"; `AL.`, `PL.`, `OS.` are part of the name. */
const streetWord = /^(?:UL[./]|ULICA\s)\s*/iu;

const tidy = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** The place before the zip code as street, building and flat, or undefined without a building number. */
const splitPlace = (place: string) => {
  const byWord = flatByWord.exec(place)?.groups;
  const bySlash = byWord ? undefined : flatBySlash.exec(place)?.groups;
  const flat = byWord?.flat ?? bySlash?.flat;
  const numbers = streetAndBuilding.exec(byWord?.rest ?? bySlash?.rest ?? place)?.groups;
  if (!numbers?.building) return undefined;
  // A slash in the building only with a flat by word (`84/92 LOK. 108`); else it is the flat's.
  if (!byWord && numbers.building.includes('/')) return undefined;
  return { street: numbers.street ?? '', building: numbers.building, flat };
};

export const parseRegisterAddress = (line: string): CompanyAddressFields | undefined => {
  const whole = zipAndCity.exec(tidy(line));
  if (!whole?.groups) return undefined;
  const { place = '', zip = '', city = '' } = whole.groups;
  const split = splitPlace(tidy(place.replace(/,\s*$/u, '')));
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
