import { isCurrency } from '../../../../shared/locale';
import { resolveMarket } from '../../../../shared/markets';
import { userSettingsStore } from './user-settings-store';

/**
 * A market chosen by host name or `?market=`, and a currency given as `?currency=`, set the visitor's
 * currency unless they chose one themselves. Unknown values are ignored.
 */
export const applyQuerySettings = (location: Location) => {
  const query = new URLSearchParams(location.search);
  const settings = userSettingsStore.read();
  if (settings.currencyChangedManually) return;
  const { market, currency: marketCurrency } = resolveMarket({ host: location.host, query });
  const queryCurrency = query.get('currency');
  const currency = isCurrency(queryCurrency) ? queryCurrency : market ? marketCurrency : settings.currency;
  const marketLanguage = market ?? settings.marketLanguage;
  if (currency !== settings.currency || marketLanguage !== settings.marketLanguage) {
    userSettingsStore.write({ ...settings, currency, marketLanguage });
  }
};
