import type { Language } from '#shared/locale';
import { appVersion } from '#shared/settings';
import type { Messages } from './page-data';

/** A catalogue of UI strings (`/i18n/<name>.json`, pre-parsed by the build), fetched as static JSON from the site. */
export const fetchCatalogue = async (name: string): Promise<Messages> => {
  const response = await fetch(`/i18n/${name}.json?v=${appVersion}`);
  if (!response.ok) throw new Error(`messages ${name}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
};

/** One language's UI strings (never all languages at once). */
export const fetchMessages = (language: Language): Promise<Messages> => fetchCatalogue(language);
