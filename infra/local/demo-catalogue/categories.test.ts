import { describe, expect, it } from 'vitest';
import { categorySchema, categoryTreeSchema, childrenOf } from '#shared/catalogue/category';
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

  it('have Polish and English names and slugs unique among siblings', () => {
    for (const language of ['pl', 'en'] as const) {
      for (const parent of [null, ...demoCategories.map(({ id }) => id)]) {
        const slugs = childrenOf(demoCategories, parent).map((category) => category.texts[language]?.slug);
        expect(slugs.every(Boolean)).toBe(true);
        expect(new Set(slugs).size).toBe(slugs.length);
      }
    }
  });

  it('list only categories without children as leaves', () => {
    expect(leafCategoryIds).toHaveLength(29);
    expect(leafCategoryIds).not.toContain('laptops');
  });
});
