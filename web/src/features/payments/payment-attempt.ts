import * as z from 'zod/mini';

// The Idempotency-Key of an attempt to pay an order, kept in session storage per
// order: a reload of the redirection page, or a retry after a failure, sends the same key, so the API
// answers the payment it started instead of starting a second. A repeat payment ("pay now" on the
// status page) is a new attempt with a new key.

const storageKey = 'shop.payments.attemptKeys';
const storedSchema = z.record(z.string(), z.string());

const read = (storage: Storage): Record<string, string> => {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage.getItem(storageKey) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
};

const store = (storage: Storage, orderId: string, key: string) => {
  storage.setItem(storageKey, JSON.stringify({ ...read(storage), [orderId]: key }));
  return key;
};

/** The key of the order's current payment attempt: the stored one, or a new one stored. */
export const paymentAttemptKey = (storage: Storage, orderId: string): string =>
  read(storage)[orderId] ?? store(storage, orderId, crypto.randomUUID());

/** Starts a new attempt for the order (a repeat payment): a new key replaces the stored one. */
export const newPaymentAttempt = (storage: Storage, orderId: string): string =>
  store(storage, orderId, crypto.randomUUID());
