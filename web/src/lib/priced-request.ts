import type { Language } from '#shared/locale';
import type { UserSettings } from '#shared/user-settings';
import { useStored } from './browser-store';
import { useLanguage } from './language-context';
import { userSettingsStore } from './user-settings-store';

// What every priced catalogue call of the cms group carries: prices depend on the language, currency
// and country. `initial` data (embedded by the pre-renderer) stands in for the first answer of its own
// key only.

export type PriceContext = { language: Language } & Pick<UserSettings, 'currency' | 'country'>;

export const usePriceContext = (): PriceContext => {
  const language = useLanguage();
  const { currency, country } = useStored(userSettingsStore);
  return { language, currency, country };
};

/** The query string of a priced call: its own parameters plus the price context. */
export const withPriceContext = (params: URLSearchParams, context: PriceContext) => {
  params.set('language', context.language);
  params.set('currency', context.currency);
  params.set('country', context.country);
  return params.toString();
};

export const initialOptions = <T>(initial: T | undefined) => ({
  fallbackData: initial,
  revalidateOnMount: initial === undefined,
});
