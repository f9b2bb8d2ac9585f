import type { Language } from '#shared/locale';
import { appVersion } from '#shared/settings';
import type { Messages } from './page-data';

/** One language's UI strings, fetched as static JSON from the site (never all languages at once). */
export const fetchMessages = async (language: Language): Promise<Messages> => {
  const response = await fetch(`/i18n/${language}.json?v=${appVersion}`);
  if (!response.ok) throw new Error(`messages for ${language}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
};
