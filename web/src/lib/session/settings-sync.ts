import { mergeRecentlyViewed } from '#shared/catalogue/recently-viewed';
import type { UserSettings } from '#shared/user-settings';
import { userSettingsStore } from '../user-settings-store';
import { authorizedFetch } from './session';

// User settings of a signed-in customer live in the account (spec section 3); a guest's only in the
// browser. At sign-in the two are merged; afterwards every change is saved to both.

const save = (settings: UserSettings) =>
  authorizedFetch<UserSettings>('/api/clients/me/settings', {
    method: 'PUT',
    body: JSON.stringify(settings),
  });

/**
 * At sign-in: the browser's language and currency (the ones in use now) with both recently viewed
 * lists merged, the browser's views first (spec: newest first, no duplicates, at most 8).
 */
export const mergeSettingsAtSignIn = async (): Promise<void> => {
  const local = userSettingsStore.read();
  const account = await authorizedFetch<UserSettings>('/api/clients/me/settings');
  const merged = {
    ...local,
    recentlyViewed: mergeRecentlyViewed(local.recentlyViewed, account.recentlyViewed),
  };
  userSettingsStore.write(merged);
  await save(merged);
};

/** Saves the browser's settings to the signed-in account (after a change such as a product view). */
export const saveSettings = (): Promise<unknown> => save(userSettingsStore.read());
