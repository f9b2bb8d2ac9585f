import { defaultUserSettings, userSettingsSchema } from '#shared/user-settings';
import { browserStore } from './browser-store';

/** User settings (spec section 3) kept in the browser; signed-in customers also sync them to the API. */
export const userSettingsStore = browserStore('shop.settings', userSettingsSchema, defaultUserSettings);
