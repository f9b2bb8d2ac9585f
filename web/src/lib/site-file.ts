import { appVersion } from '#shared/settings';

/**
 * A JSON file of the site build (the translations, the static pages' texts), asked for with the app's
 * version so a new build's file is never answered from an older cache.
 */
export const fetchSiteFile = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${path}?v=${appVersion}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
};
