import { describe, expect, it } from 'vitest';
import { categorySchema, categoryTreeSchema, childrenOf } from '#shared/catalogue/category';
import { type Language, languages } from '#shared/locale';
import { demoCategories, leafCategoryIds } from './categories';

describe('demo categories', () => {
  it.each(demoCategories.map((category) => [category.id, category]))(
    '%s passes the category schema',
    (_, category) => {
      expect(categorySchema.safeParse(category).success).toBe(true);
    },
  );

  it('form one tree of roots with children', () => {
    expect(categoryTreeSchema.safeParse(demoCategories).success).toBe(true);
    expect(childrenOf(demoCategories, null).map(({ id }) => id)).toEqual([
      'microsoft-365',
      'office',
      'open-licences',
      'windows-server',
      'laptops',
      'pcs',
      'accessories',
      'device-as-a-service',
      'it-services',
    ]);
    expect(childrenOf(demoCategories, 'accessories')).toHaveLength(6);
  });

  it('have a name and a slug in every language, slugs unique among siblings', () => {
    for (const language of languages) {
      expect(
        demoCategories.filter((category) => !category.texts[language]?.name).map(({ id }) => id),
      ).toEqual([]);
      for (const parent of [null, ...demoCategories.map(({ id }) => id)]) {
        const slugs = childrenOf(demoCategories, parent).map((category) => category.texts[language]?.slug);
        expect(slugs.every(Boolean)).toBe(true);
        expect(new Set(slugs).size).toBe(slugs.length);
      }
    }
  });

  it('are named in each language in its own words: only brand names and loan words read as in English', () => {
    const brands = ['microsoft-365', 'office', 'windows', 'windows-server-os'];
    const loanWords: Partial<Record<Language, string[]>> = {
      de: ['laptops', 'headsets', 'migration'],
      fr: ['migration'],
      it: ['backup'],
    };
    for (const language of languages.filter((candidate) => candidate !== 'en')) {
      const asInEnglish = demoCategories
        .filter((category) => category.texts[language]?.name === category.texts.en?.name)
        .map(({ id }) => id);
      expect(asInEnglish, language).toEqual(
        demoCategories
          .map(({ id }) => id)
          .filter((id) => brands.includes(id) || loanWords[language]?.includes(id)),
      );
    }
  });

  it('list only categories without children as leaves', () => {
    expect(leafCategoryIds).toHaveLength(29);
    expect(leafCategoryIds).not.toContain('laptops');
  });
});
