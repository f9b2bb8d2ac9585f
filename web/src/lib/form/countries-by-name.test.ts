import { describe, expect, it } from 'vitest';
import { companyCountries } from '#shared/identity/company-countries';
import { languages } from '#shared/locale';
import { countriesByName } from './countries-by-name';

const namesIn = (language: (typeof languages)[number]) =>
  countriesByName(companyCountries, language).map(({ name }) => name);

describe('countries by name', () => {
  it("names every country in the page's language", () => {
    const german = countriesByName(['DE', 'AT', 'PL'], 'de');
    expect(german).toEqual([
      { code: 'DE', name: 'Deutschland' },
      { code: 'AT', name: 'Österreich' },
      { code: 'PL', name: 'Polen' },
    ]);
  });

  it("sorts them as the language sorts its letters, not by ISO code or by the characters' codes", () => {
    const polish = namesIn('pl');
    expect(polish.slice(polish.indexOf('Luksemburg'), polish.indexOf('Luksemburg') + 3)).toEqual([
      'Luksemburg',
      'Łotwa',
      'Malta',
    ]);
    const german = namesIn('de');
    expect(german.indexOf('Österreich')).toBe(german.indexOf('Norwegen') + 1);
    expect(german.at(-1)).toBe('Zypern');
    // Czech "ch" is a letter of its own, after "h".
    const czech = namesIn('cs');
    expect(czech.indexOf('Chorvatsko')).toBeGreaterThan(czech.indexOf('Francie'));
    expect(czech.indexOf('Chorvatsko')).toBeLessThan(czech.indexOf('Irsko'));
    expect(czech.indexOf('Česko')).toBe(czech.indexOf('Bulharsko') + 1);
  });

  it('keeps every country once, in every language', () => {
    for (const language of languages) {
      const codes = countriesByName(companyCountries, language).map(({ code }) => code);
      expect([...codes].sort(), language).toEqual([...companyCountries].sort());
      const names = namesIn(language);
      const collator = new Intl.Collator(language);
      expect(names, language).toEqual([...names].sort(collator.compare));
    }
  });
});
