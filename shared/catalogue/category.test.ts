import { describe, expect, it } from 'vitest';
import { type Category, categorySchema, categoryTreeSchema, childrenOf } from './category';

const category = (id: string, parentId: string | null, position = 0): Category => ({
  id,
  parentId,
  position,
  texts: { pl: { name: id, slug: id } },
});

describe('categorySchema', () => {
  it('accepts localized names and slugs with Polish required', () => {
    const software = {
      id: 'software',
      parentId: null,
      position: 0,
      texts: {
        pl: { name: 'Oprogramowanie', slug: 'oprogramowanie' },
        en: { name: 'Software', slug: 'software' },
      },
    };
    expect(categorySchema.parse(software)).toEqual(software);
    expect(categorySchema.safeParse({ ...software, texts: { en: software.texts.en } }).success).toBe(false);
  });

  it('rejects a negative or fractional position', () => {
    expect(categorySchema.safeParse(category('a', null, -1)).success).toBe(false);
    expect(categorySchema.safeParse(category('a', null, 1.5)).success).toBe(false);
  });
});

describe('categoryTreeSchema', () => {
  it.each([
    ['a tree', [category('root', null), category('laptops', 'root'), category('bags', 'laptops')], true],
    ['a duplicate id', [category('root', null), category('root', null)], false],
    ['a missing parent', [category('laptops', 'hardware')], false],
    ['a cycle', [category('a', 'b'), category('b', 'a')], false],
    ['a category as its own parent', [category('a', 'a')], false],
  ])('%s → valid: %s', (_, categories, valid) => {
    expect(categoryTreeSchema.safeParse(categories).success).toBe(valid);
  });
});

describe('childrenOf', () => {
  it('lists the children of a parent by position, roots for null', () => {
    const tree = [
      category('software', null, 1),
      category('hardware', null, 0),
      category('pcs', 'hardware', 2),
      category('laptops', 'hardware', 1),
    ];
    expect(childrenOf(tree, null).map(({ id }) => id)).toEqual(['hardware', 'software']);
    expect(childrenOf(tree, 'hardware').map(({ id }) => id)).toEqual(['laptops', 'pcs']);
  });
});
