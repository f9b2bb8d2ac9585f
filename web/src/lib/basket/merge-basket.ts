import type { Language } from '../../../../shared/locale';
import { userSettingsStore } from '../user-settings-store';
import { writeBasket } from './basket-api';
import { showBasketNotice } from './basket-notice';

/**
 * Once, right after sign-in: the guest's basket (its cookie) joins the account's, within stock limits
 * and the rules for the account; what the rules changed is shown.
 */
export const mergeBasketAtSignIn = async (language: Language): Promise<void> => {
  const { currency, country } = userSettingsStore.read();
  const basket = await writeBasket({ signedIn: true, language, currency, country }, '/merge', 'POST');
  if (basket.messages.length > 0) showBasketNotice({ kind: 'changed', basket });
};
