import { describe, expect, it } from 'vitest';
import { cataloguePages } from './catalogue-pages';
import { categoryLines } from './category';

describe('cataloguePages', () => {
  it('gives the page in all 11 languages with the slug of each, falling back to en, then pl', () => {
    const pages = cataloguePages('product', 'office-home', {
      pl: { slug: 'pakiet-office' },
      en: { slug: 'office-suite' },
    });
    expect(pages).toHaveLength(11);
    expect(pages.find((page) => page.language === 'pl')?.path).toBe('/produkt/office-home/pakiet-office');
    expect(pages.find((page) => page.language === 'en')?.path).toBe('/en/product/office-home/office-suite');
    expect(pages.find((page) => page.language === 'de')?.path).toMatch(
      /^\/de\/.*\/office-home\/office-suite$/,
    );
  });
});

describe('categoryLines', () => {
  const tree = [
    { id: 'laptops', parentId: null },
    { id: 'business', parentId: 'laptops' },
    { id: 'thin', parentId: 'business' },
    { id: 'a', parentId: 'b' },
    { id: 'b', parentId: 'a' },
  ];
  const lineOf = categoryLines(tree);

  it('gives the category, then each ancestor up to its root', () => {
    expect(lineOf('thin').map(({ id }) => id)).toEqual(['thin', 'business', 'laptops']);
    expect(lineOf('laptops').map(({ id }) => id)).toEqual(['laptops']);
  });

  it('gives nothing for an unknown id and stops at a cycle', () => {
    expect(lineOf('none')).toEqual([]);
    expect(lineOf('a').map(({ id }) => id)).toEqual(['a', 'b']);
  });
});
