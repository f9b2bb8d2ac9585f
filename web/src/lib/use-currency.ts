import type { Currency } from '#shared/locale';
import { useStored } from './browser-store';
import { userSettingsStore } from './user-settings-store';

/** The currency prices are shown in: the visitor's choice, else the market's default. */
export const useCurrency = (): Currency => useStored(userSettingsStore).currency;
