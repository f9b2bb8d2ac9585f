import { describe, expect, it } from 'vitest';
import { languages } from '../locale';
import {
  partnerAwardKeys,
  partnerAwards,
  partnerOfTheYearJsonLd,
  partnerOfTheYearTexts,
} from './partner-of-the-year';

describe('the partner-of-the-year page’s content', () => {
  it('lists each award once, newest first', () => {
    expect(partnerAwards.map(({ key }) => key).sort()).toEqual([...partnerAwardKeys].sort());
    const years = partnerAwards.map(({ year }) => year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it.each(languages)(
    'has every text in %s, its own and not the Polish one but for the awards’ names',
    (language) => {
      const texts = partnerOfTheYearTexts[language];
      const strings = [
        texts.title,
        texts.description,
        texts.lead,
        texts.awardsHeading,
        texts.meaningHeading,
        texts.contactLink,
        ...partnerAwardKeys.map((key) => texts.awards[key]),
        ...texts.meaning,
      ];
      for (const text of strings) expect(text.trim()).not.toBe('');
      expect(texts.meaning).toHaveLength(partnerOfTheYearTexts.pl.meaning.length);
      if (language !== 'pl') expect(texts.lead).not.toBe(partnerOfTheYearTexts.pl.lead);
    },
  );

  it('gives search engines the shop as an Organization with its awards, in the page’s language', () => {
    expect(partnerOfTheYearJsonLd('Sklep', 'de')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Sklep',
      description: partnerOfTheYearTexts.de.description,
      award: [
        'Microsoft Partner of the Year – Poland, Modern Work (2025)',
        'Microsoft Partner of the Year – Poland, Small and Medium Business (2024)',
        'Microsoft Partner of the Year – Finalist, Security (2023)',
      ],
    });
  });
});
