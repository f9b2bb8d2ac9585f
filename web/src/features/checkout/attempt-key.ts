import * as z from 'zod/mini';
import { ApiError } from '../../lib/api-client';

// The placement's Idempotency-Key: one per attempt of the same basket version, kept
// in session storage, so a retry after a network error (or an answer that never came back) reuses it
// and the server answers the first order instead of placing a second. An answer that settles the
// attempt (an order, or a refusal the shopper must act on) forgets it: the next attempt is a new one.

const storageKey = 'shop.checkout.attemptKey';
const storedSchema = z.strictObject({ basketVersion: z.string(), key: z.string() });

const read = (storage: Storage) => {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage.getItem(storageKey) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/** The key of an attempt to place this basket version: the stored one, or a new one stored. */
export const attemptKeyFor = (storage: Storage, basketVersion: string): string => {
  const stored = read(storage);
  if (stored?.basketVersion === basketVersion) return stored.key;
  const key = crypto.randomUUID();
  storage.setItem(storageKey, JSON.stringify({ basketVersion, key }));
  return key;
};

/** Whether an attempt that ended this way may have placed the order, so a retry must reuse its key. */
export const mayRetryWithSameKey = (failure: unknown): boolean =>
  !(failure instanceof ApiError) || failure.status === 0 || failure.status >= 500;

export const forgetAttemptKey = (storage: Storage) => storage.removeItem(storageKey);
