import { useMemo } from 'react';
import type { AccountTypeId } from '#shared/identity/account-types';
import type { Currency, Language } from '#shared/locale';
import { apiFetch } from '../api-client';
import { useStored } from '../browser-store';
import { useLanguage } from '../language-context';
import { isExpired, profileStore, useProfile } from '../session/profile-store';
import { userSettingsStore } from '../user-settings-store';

// Whose basket a call reaches and in which terms it is priced: a guest's (by the HttpOnly `basket`
// cookie) or the signed-in customer's (by the ID token), in the page's language and the visitor's
// currency and country.

export interface BasketScope {
  /** The signed-in customer's account type, null for a guest: a business customer's prices are net first. */
  accountTypeId: AccountTypeId | null;
  language: Language;
  currency: Currency;
  country: string;
  /**
   * The VAT id of the checkout's company invoice data (`DE123456789`), once typed: the basket is then
   * priced as the order will be (reverse charge when VIES confirms it).
   */
  vatId?: string;
  /** Where the checkout's goods go, once its shipping method is chosen: a laptop's VAT depends on it. */
  deliveryCountry?: string;
}

export const useBasketScope = (): BasketScope => {
  const language = useLanguage();
  const { currency, country } = useStored(userSettingsStore);
  const accountTypeId = useProfile()?.accountTypeId ?? null;
  return useMemo(
    () => ({ accountTypeId, language, currency, country }),
    [accountTypeId, language, currency, country],
  );
};

/** The scope `useBasketScope` gives a page in `language`, read from the stores outside React. */
export const storedBasketScope = (language: Language): BasketScope => {
  const { currency, country } = userSettingsStore.read();
  const profile = profileStore.read();
  const accountTypeId = profile && !isExpired(profile, Date.now()) ? profile.accountTypeId : null;
  return { accountTypeId, language, currency, country };
};

/** A basket route's path with the pricing query: `suffix` is what follows `…/basket`. */
export const basketPath = (scope: BasketScope, suffix = ''): string => {
  const base = scope.accountTypeId === null ? '/api/orders/basket' : '/api/orders/me/basket';
  const query = new URLSearchParams({
    language: scope.language,
    currency: scope.currency,
    country: scope.country,
  });
  if (scope.vatId) query.set('vatId', scope.vatId);
  if (scope.deliveryCountry) query.set('deliveryCountry', scope.deliveryCountry);
  return `${base}${suffix}?${query}`;
};

/**
 * The cache key of the scope's basket: its path and the account type, so a customer who became a
 * business (the token's groups changed) sees the basket priced for a business.
 */
export const basketKey = (scope: BasketScope) => [basketPath(scope), scope.accountTypeId] as const;

/** A guest's call carries the cookie; a customer's the session's token (its code loads on first use). */
export const basketFetch = async <T>(scope: BasketScope, path: string, init?: RequestInit): Promise<T> => {
  if (scope.accountTypeId === null) return apiFetch<T>(path, init);
  const { authorizedFetch } = await import('../session/session');
  return authorizedFetch<T>(path, init);
};
