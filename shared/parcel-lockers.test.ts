import { describe, expect, it } from 'vitest';
import { parcelLockerQuerySchema, parcelLockerSearchOf } from './parcel-lockers';

// The parcel-locker search of the checkout: a city or a zip code, 2–64 characters.

describe('parcel-locker search', () => {
  it.each(['Kraków', 'Bielsko-Biała', 'nowy sącz', '00-850', '31147', ' Łódź '])('accepts %j', (q) => {
    expect(parcelLockerQuerySchema.safeParse({ q }).success).toBe(true);
  });

  it.each([
    ['one character', 'K'],
    ['65 characters', 'a'.repeat(65)],
    ['markup', '<script>'],
    ['a partial zip code', '00-85'],
    ['digits and letters', '31 Kraków'],
  ])('refuses %s', (_, q) => {
    expect(parcelLockerQuerySchema.safeParse({ q }).success).toBe(false);
  });

  it('refuses any other parameter', () => {
    expect(parcelLockerQuerySchema.safeParse({ q: 'Kraków', type: 'pop' }).success).toBe(false);
  });

  it('searches a zip code (written with or without its dash) by zip code, anything else by city', () => {
    expect(parcelLockerSearchOf('31147')).toEqual({ zipCode: '31-147' });
    expect(parcelLockerSearchOf('00-850')).toEqual({ zipCode: '00-850' });
    expect(parcelLockerSearchOf('Kraków')).toEqual({ city: 'Kraków' });
  });
});
