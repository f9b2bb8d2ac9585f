import { describe, expect, it } from 'vitest';
import { basketQuerySchema, vatIdSchema } from './vat-id';

describe('a VAT id sent by the checkout', () => {
  it.each([
    ['DE123456789', { country: 'DE', number: '123456789' }],
    ['de 123.456.789', { country: 'DE', number: '123456789' }],
    ['EL123456789', { country: 'GR', number: '123456789' }],
    ['ATU12345678', { country: 'AT', number: 'U12345678' }],
    ['PL526-025-02-74', { country: 'PL', number: '5260250274' }],
  ])('reads %s as %j', (text, vatId) => {
    expect(vatIdSchema.parse(text)).toEqual(vatId);
  });

  it.each([
    ['no prefix', '123456789'],
    ['a number of another form', 'DE12345'],
    ['a Polish NIP with a bad checksum', 'PL5260250275'],
    ['an unknown prefix', 'XX123456789'],
    ['empty', ''],
  ])('refuses %s', (_, text) => {
    expect(vatIdSchema.safeParse(text).success).toBe(false);
  });

  it('is optional on the basket query beside the shopper terms, which stay strict', () => {
    expect(basketQuerySchema.parse({ vatId: 'DE123456789' })).toMatchObject({
      country: 'PL',
      vatId: { country: 'DE', number: '123456789' },
    });
    expect(basketQuerySchema.parse({}).vatId).toBeUndefined();
    expect(basketQuerySchema.safeParse({ vat: 'DE123456789' }).success).toBe(false);
  });
});
