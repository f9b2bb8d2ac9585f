import { recentlyViewedLimit } from '../user-settings';

// Recently viewed products (spec section 4): newest first, no duplicates, at most 8.

/** `id` moved (or added) to the front. */
export const addRecentlyViewed = (list: readonly string[], id: string): string[] =>
  [id, ...list.filter((item) => item !== id)].slice(0, recentlyViewedLimit);

/**
 * At sign-in: the browser's list (viewed just now, so newer) before the server's, duplicates kept
 * in their newest place.
 */
export const mergeRecentlyViewed = (local: readonly string[], server: readonly string[]): string[] =>
  [...new Set([...local, ...server])].slice(0, recentlyViewedLimit);
