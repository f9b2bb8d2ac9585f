import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { toFieldErrors } from '../validation';
import { maxLineQuantity } from './basket';
import {
  addToBasketSchema,
  applyDiscountCodeSchema,
  removeFromBasketSchema,
  setBasketQuantitySchema,
} from './basket-requests';

const fieldsOf = (schema: z.ZodMiniType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : toFieldErrors(parsed.error, input);
};

describe('basket request schemas', () => {
  it.each([
    ['add', addToBasketSchema],
    ['set quantity', setBasketQuantitySchema],
  ] as const)('%s accepts whole quantities from 1 to the line maximum', (_, schema) => {
    for (const quantity of [1, 2, maxLineQuantity]) {
      expect(schema.parse({ productId: 'laptop', quantity })).toEqual({ productId: 'laptop', quantity });
    }
  });

  it.each([0, -1, 1.5, maxLineQuantity + 1, '2', null])(
    'refuses the quantity %j naming the field',
    (quantity) => {
      expect(fieldsOf(addToBasketSchema, { productId: 'laptop', quantity })).toEqual([
        { path: 'quantity', message: 'invalid_value' },
      ]);
      expect(fieldsOf(setBasketQuantitySchema, { productId: 'laptop', quantity })).toEqual([
        { path: 'quantity', message: 'invalid_value' },
      ]);
    },
  );

  it('reports a missing product and quantity as required', () => {
    expect(fieldsOf(addToBasketSchema, {})).toEqual([
      { path: 'productId', message: 'required' },
      { path: 'quantity', message: 'required' },
    ]);
    expect(fieldsOf(removeFromBasketSchema, {})).toEqual([{ path: 'productId', message: 'required' }]);
  });

  it.each(['price', 'total', 'vat', 'gross'])('refuses a client-sent %s as an unknown field', (key) => {
    expect(fieldsOf(addToBasketSchema, { productId: 'laptop', quantity: 1, [key]: 1 })).toEqual([
      { path: key, message: 'unknown_field' },
    ]);
    expect(fieldsOf(setBasketQuantitySchema, { productId: 'laptop', quantity: 1, [key]: 1 })).toEqual([
      { path: key, message: 'unknown_field' },
    ]);
    expect(fieldsOf(removeFromBasketSchema, { productId: 'laptop', [key]: 1 })).toEqual([
      { path: key, message: 'unknown_field' },
    ]);
    expect(fieldsOf(applyDiscountCodeSchema, { code: 'SPRING', [key]: 1 })).toEqual([
      { path: key, message: 'unknown_field' },
    ]);
  });

  it('reads a discount code trimmed and in upper case', () => {
    expect(applyDiscountCodeSchema.parse({ code: ' spring-10 ' })).toEqual({ code: 'SPRING-10' });
  });

  it.each(['ab', 'a'.repeat(33), 'SPRING 10', 'ZIMA%', ''])('refuses the discount code %j', (code) => {
    expect(fieldsOf(applyDiscountCodeSchema, { code })).toEqual([{ path: 'code', message: 'invalid_value' }]);
  });
});
