import type { Language } from '#shared/locale';
import type { Messages } from './page-data';
import { fetchSiteFile } from './site-file';

/** A catalogue of UI strings (`/i18n/<name>.json`, pre-parsed by the build), fetched as static JSON from the site. */
export const fetchCatalogue = (name: string): Promise<Messages> =>
  fetchSiteFile<Messages>(`/i18n/${name}.json`);

/** One language's UI strings (never all languages at once). */
export const fetchMessages = (language: Language): Promise<Messages> => fetchCatalogue(language);
