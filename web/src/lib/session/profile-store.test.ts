import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isExpired, profileStore, type StoredProfile } from './profile-store';

const profile: StoredProfile = {
  userId: 'u-1',
  email: 'jan@example.pl',
  name: 'Jan',
  accountTypeId: 2,
  groups: [],
  expirationDateTime: '2026-11-22T10:15:00.000Z',
};

describe('stored profile', () => {
  it('is expired once its expiry time is not after now', () => {
    const expiry = Date.parse(profile.expirationDateTime);
    expect(isExpired(profile, expiry - 1)).toBe(false);
    expect(isExpired(profile, expiry)).toBe(true);
    expect(isExpired(profile, expiry + 60_000)).toBe(true);
    expect(isExpired({ ...profile, expirationDateTime: 'soon' }, 0)).toBe(true);
  });

  describe('in localStorage', () => {
    const items = new Map<string, string>();
    beforeEach(() => {
      vi.stubGlobal('window', {
        localStorage: {
          getItem: (key: string) => items.get(key) ?? null,
          setItem: (key: string, value: string) => items.set(key, value),
          removeItem: (key: string) => items.delete(key),
        },
      });
    });
    afterEach(() => {
      items.clear();
      vi.unstubAllGlobals();
    });

    it('round-trips a profile and discards a malformed one', () => {
      profileStore.write(profile);
      expect(profileStore.read()).toEqual(profile);
      items.set('shop.profile', JSON.stringify({ ...profile, accountTypeId: 7 }));
      expect(profileStore.read()).toBeNull();
      expect(items.has('shop.profile')).toBe(false);
    });
  });
});
