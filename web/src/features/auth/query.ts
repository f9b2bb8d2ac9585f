import { useSearch } from 'wouter';

/** A query parameter of the current address ('' when absent). */
export const useQueryParam = (name: string): string => new URLSearchParams(useSearch()).get(name) ?? '';

/** The return path of a sign-in (`?return=`): only a path of this site is followed. */
export const safeReturnPath = (value: string): string | undefined =>
  value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : undefined;

export const withQuery = (path: string, params: Record<string, string>) => {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
};
