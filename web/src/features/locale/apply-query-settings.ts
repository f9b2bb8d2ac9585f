import { defaultLanguage, isCurrency } from '#shared/locale';
import { resolveMarket } from '#shared/markets';
import { pathFor } from '#shared/routes';
import { userSettingsStore } from '../../lib/user-settings-store';

/**
 * A market chosen by host name or `?market=`, and a currency given as `?currency=`, set the visitor's
 * currency unless they chose one themselves; a market variant's home opens in its base language.
 * Unknown values are ignored. Returns false when the page is being replaced.
 */
export const applyQuerySettings = (location: Location): boolean => {
  const query = new URLSearchParams(location.search);
  const { market, language, currency: marketCurrency } = resolveMarket({ host: location.host, query });
  if (market && language !== defaultLanguage && location.pathname === pathFor('home', defaultLanguage)) {
    location.replace(`${pathFor('home', language)}${location.search}`);
    return false;
  }
  const settings = userSettingsStore.read();
  if (settings.currencyChangedManually) return true;
  const queryCurrency = query.get('currency');
  const currency = isCurrency(queryCurrency) ? queryCurrency : market ? marketCurrency : settings.currency;
  const marketLanguage = market ?? settings.marketLanguage;
  if (currency !== settings.currency || marketLanguage !== settings.marketLanguage) {
    userSettingsStore.write({ ...settings, currency, marketLanguage });
  }
  return true;
};
