import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation';
import { articleInputSchema } from './article';

const input = {
  language: 'pl',
  link: 'nowe-laptopy',
  kind: 'news',
  category: 'hardware',
  title: 'Nowe laptopy',
  excerpt: 'Już w ofercie.',
  body: 'Treść',
};

const fieldsOf = (value: unknown) => {
  const parsed = articleInputSchema.safeParse(value);
  return parsed.success ? [] : toFieldErrors(parsed.error, value);
};

describe('an article’s translations', () => {
  it('are none unless named', () => {
    expect(articleInputSchema.parse(input).translations).toEqual([]);
  });

  it('accept one article per other language', () => {
    const translations = [
      { language: 'en', link: 'new-laptops' },
      { language: 'de', link: 'neue-laptops' },
    ];
    expect(articleInputSchema.parse({ ...input, translations }).translations).toEqual(translations);
  });

  it.each([
    ['its own language', [{ language: 'pl', link: 'inny' }], 'translations', 'invalid_value'],
    [
      'two in one language',
      [
        { language: 'en', link: 'new-laptops' },
        { language: 'en', link: 'laptops' },
      ],
      'translations',
      'duplicate_value',
    ],
    ['an impossible link', [{ language: 'en', link: 'New Laptops' }], 'translations.0.link', 'invalid_value'],
    [
      'an unknown language',
      [{ language: 'xx', link: 'laptops' }],
      'translations.0.language',
      'invalid_value',
    ],
  ])('refuse %s, naming the field', (_, translations, path, message) => {
    expect(fieldsOf({ ...input, translations })).toEqual([{ path, message }]);
  });
});
