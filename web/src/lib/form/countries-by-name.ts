import type { Language } from '#shared/locale';

export interface NamedCountry {
  code: string;
  name: string;
}

/**
 * Countries by their ISO codes, each named in `language` and sorted as that language sorts names
 * (`Intl.Collator`: "Łotwa" after "Luksemburg" in Polish, "Österreich" among the O's in German,
 * "Chorvatsko" after "Francie" in Czech), not by code, so a shopper finds hers where she looks for it.
 */
export const countriesByName = (codes: readonly string[], language: Language): NamedCountry[] => {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
};
