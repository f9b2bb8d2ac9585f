import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultUserSettings } from '#shared/user-settings';
import { memoryStorage } from '../../../../test/support/memory-storage';
import { profileStore } from '../session/profile-store';
import { userSettingsStore } from '../user-settings-store';
import { type BasketScope, basketKey, basketPath, storedBasketScope } from './basket-scope';

const guest: BasketScope = { accountTypeId: null, language: 'pl', currency: 'PLN', country: 'PL' };
const business: BasketScope = { accountTypeId: 3, language: 'en', currency: 'EUR', country: 'DE' };

describe('basket scope', () => {
  it("reaches a guest's basket by the cookie routes and a customer's under /me, priced in the scope's terms", () => {
    expect(basketPath(guest)).toBe('/api/orders/basket?language=pl&currency=PLN&country=PL');
    expect(basketPath(business, '/items/sku-1')).toBe(
      '/api/orders/me/basket/items/sku-1?language=en&currency=EUR&country=DE',
    );
  });

  it('keeps one cached basket per account type, so a conversion to business reads it again', () => {
    const privateCustomer = { ...business, accountTypeId: 2 as const };
    expect(basketKey(privateCustomer)[0]).toBe(basketKey(business)[0]);
    expect(basketKey(privateCustomer)).not.toEqual(basketKey(business));
  });

  describe('read from the stores before React renders (the basket screen starts its read early)', () => {
    beforeEach(() => {
      vi.stubGlobal('window', { localStorage: memoryStorage() });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("prices a guest's basket in the stored currency and country", () => {
      userSettingsStore.write({ ...defaultUserSettings, currency: 'EUR', country: 'DE' });
      expect(storedBasketScope('en')).toEqual({
        accountTypeId: null,
        language: 'en',
        currency: 'EUR',
        country: 'DE',
      });
    });

    it("reaches a signed-in customer's basket in the account's terms, and a guest's once the session expired", () => {
      const profile = {
        userId: 'u-1',
        email: 'jan@example.pl',
        name: 'Jan',
        accountTypeId: 3 as const,
        groups: [],
        expirationDateTime: new Date(Date.now() + 3_600_000).toISOString(),
      };
      profileStore.write(profile);
      expect(storedBasketScope('pl').accountTypeId).toBe(3);
      profileStore.write({ ...profile, expirationDateTime: new Date(Date.now() - 1000).toISOString() });
      expect(storedBasketScope('pl').accountTypeId).toBeNull();
    });
  });
});
