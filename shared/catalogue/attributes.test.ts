import { describe, expect, it } from 'vitest';
import { attributesSchema } from './attributes';

describe('attributesSchema', () => {
  it('accepts number with unit, boolean, text and enum attributes', () => {
    const attributes = [
      { key: 'ram', type: 'number', value: 16, unit: 'GB' },
      { key: 'screen', type: 'number', value: 14.5, unit: 'in' },
      { key: 'backlit-keyboard', type: 'boolean', value: true },
      { key: 'processor', type: 'text', value: 'Intel Core Ultra 7 155H' },
      { key: 'colour', type: 'enum', value: 'black' },
    ];
    expect(attributesSchema.parse(attributes)).toEqual(attributes);
  });

  it.each([
    ['a value of the wrong type', [{ key: 'ram', type: 'number', value: '16' }]],
    ['an unknown unit', [{ key: 'ram', type: 'number', value: 16, unit: 'gigs' }]],
    ['a unit on a boolean', [{ key: 'wifi', type: 'boolean', value: true, unit: 'GB' }]],
    ['a non-finite number', [{ key: 'ram', type: 'number', value: Number.POSITIVE_INFINITY }]],
    [
      'a duplicate key',
      [
        { key: 'ram', type: 'number', value: 16 },
        { key: 'ram', type: 'number', value: 32 },
      ],
    ],
  ])('rejects %s', (_, attributes) => {
    expect(attributesSchema.safeParse(attributes).success).toBe(false);
  });
});
