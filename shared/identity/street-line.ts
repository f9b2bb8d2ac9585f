// A street line as people write it (`UL. PROSTA 20/4`, `Aleje Jerozolimskie 100 lok. 12`, `Zalesie 15`)
// split into the street, the building number and the flat: the public VAT register's one-line address
// and a marketplace buyer's street field both come this way.

/** A flat after its word: `… LOK. 12`, `… LOKAL 12`, `… M. 12` (the building may then hold a slash). */
const flatByWord = /^(?<rest>.*\d\p{L}?)\s+(?:LOK(?:AL|\.)?|M\.?)\s*(?<flat>[\p{L}\d]+)$/iu;
/** A flat after a slash: `… 20/4`. */
const flatBySlash = /^(?<rest>.*\d\p{L}?)\s*\/\s*(?<flat>[\p{L}\d]+)$/u;
/** `[street] 20[A][-22 | /22]`: the building is the last number. */
const streetAndBuilding = /^(?:(?<street>.*?)\s+)?(?<building>\d+\p{L}?(?:[-/]\d+\p{L}?)?)$/u;

export interface StreetLine {
  /** Empty for a village without streets written as its name alone before the number. */
  street: string;
  building: string;
  flat?: string;
}

export const tidyText = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** The line as street, building and flat, or undefined without a building number. */
export const splitStreetLine = (line: string): StreetLine | undefined => {
  const place = tidyText(line);
  const byWord = flatByWord.exec(place)?.groups;
  const bySlash = byWord ? undefined : flatBySlash.exec(place)?.groups;
  const flat = byWord?.flat ?? bySlash?.flat;
  const numbers = streetAndBuilding.exec(byWord?.rest ?? bySlash?.rest ?? place)?.groups;
  if (!numbers?.building) return undefined;
  // A slash in the building only with a flat by word (`84/92 LOK. 108`); else it is the flat's.
  if (!byWord && numbers.building.includes('/')) return undefined;
  return { street: numbers.street ?? '', building: numbers.building, ...(flat ? { flat } : {}) };
};
