import type { Language } from '#shared/locale';
import { profileStore } from '../session/profile-store';
import { userSettingsStore } from '../user-settings-store';
import { writeBasket } from './basket-api';
import { showBasketNotice } from './basket-notice';

/**
 * Once, right after sign-in: the guest's basket (its cookie) joins the account's, within stock limits
 * and the rules for the account; what the rules changed is shown.
 */
export const mergeBasketAtSignIn = async (language: Language): Promise<void> => {
  const accountTypeId = profileStore.read()?.accountTypeId;
  if (accountTypeId === undefined) return; // No profile stored: not signed in after all.
  const { currency, country } = userSettingsStore.read();
  const scope = { accountTypeId, language, currency, country };
  const basket = await writeBasket(scope, '/merge', 'POST');
  if (basket.messages.length > 0) showBasketNotice({ kind: 'changed', basket });
};
