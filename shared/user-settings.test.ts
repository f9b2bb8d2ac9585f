import { describe, expect, it } from 'vitest';
import { defaultUserSettings, userSettingsSchema } from './user-settings';

describe('user settings schema', () => {
  it('accepts the defaults: Polish, PLN, currency not changed manually', () => {
    expect(userSettingsSchema.parse(defaultUserSettings)).toEqual(defaultUserSettings);
    expect(defaultUserSettings).toMatchObject({
      language: 'pl',
      currency: 'PLN',
      currencyChangedManually: false,
    });
  });

  it('keeps at most 8 recently viewed products and no duplicates', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `p-${i}`);
    expect(userSettingsSchema.safeParse({ ...defaultUserSettings, recentlyViewed: nine }).success).toBe(
      false,
    );
    expect(userSettingsSchema.safeParse({ ...defaultUserSettings, recentlyViewed: ['a', 'a'] }).success).toBe(
      false,
    );
    expect(
      userSettingsSchema.safeParse({ ...defaultUserSettings, recentlyViewed: nine.slice(0, 8) }).success,
    ).toBe(true);
  });

  it('rejects an unknown currency, language or market', () => {
    expect(userSettingsSchema.safeParse({ ...defaultUserSettings, currency: 'JPY' }).success).toBe(false);
    expect(userSettingsSchema.safeParse({ ...defaultUserSettings, language: 'xx' }).success).toBe(false);
    expect(userSettingsSchema.safeParse({ ...defaultUserSettings, marketLanguage: 'de_other' }).success).toBe(
      false,
    );
    expect(
      userSettingsSchema.safeParse({ ...defaultUserSettings, marketLanguage: 'de_lizengo' }).success,
    ).toBe(true);
  });
});
