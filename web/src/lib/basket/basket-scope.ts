import { useMemo } from 'react';
import type { Currency, Language } from '../../../../shared/locale';
import { apiFetch } from '../api-client';
import { useStored } from '../browser-store';
import { useLanguage } from '../language-context';
import { useProfile } from '../session/profile-store';
import { userSettingsStore } from '../user-settings-store';

// Whose basket a call reaches and in which terms it is priced: a guest's (by the HttpOnly `basket`
// cookie) or the signed-in customer's (by the ID token), in the page's language and the visitor's
// currency and country.

export interface BasketScope {
  signedIn: boolean;
  language: Language;
  currency: Currency;
  country: string;
}

export const useBasketScope = (): BasketScope => {
  const language = useLanguage();
  const { currency, country } = useStored(userSettingsStore);
  const signedIn = useProfile() !== undefined;
  return useMemo(() => ({ signedIn, language, currency, country }), [signedIn, language, currency, country]);
};

/** A basket route's path with the pricing query: `suffix` is what follows `…/basket`. */
export const basketPath = (scope: BasketScope, suffix = ''): string => {
  const base = scope.signedIn ? '/api/orders/me/basket' : '/api/orders/basket';
  const query = new URLSearchParams({
    language: scope.language,
    currency: scope.currency,
    country: scope.country,
  });
  return `${base}${suffix}?${query}`;
};

/** A guest's call carries the cookie; a customer's the session's token (its code loads on first use). */
export const basketFetch = async <T>(scope: BasketScope, path: string, init?: RequestInit): Promise<T> => {
  if (!scope.signedIn) return apiFetch<T>(path, init);
  const { authorizedFetch } = await import('../session/session');
  return authorizedFetch<T>(path, init);
};
