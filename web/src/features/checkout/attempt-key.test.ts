import { beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '#shared/orders/order-requests';
import { memoryStorage } from '../../../../test/support/memory-storage';
import { ApiError } from '../../lib/api-client';
import { attemptKeyFor, forgetAttemptKey, mayRetryWithSameKey } from './attempt-key';

describe('the placement attempt key', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('is one the API accepts as an Idempotency-Key', () => {
    expect(idempotencyKeySchema.safeParse(attemptKeyFor(storage, 'v1')).success).toBe(true);
  });

  it('is reused by a retry of the same basket version, and new for another version', () => {
    const first = attemptKeyFor(storage, 'v1');
    expect(attemptKeyFor(storage, 'v1')).toBe(first);
    expect(attemptKeyFor(storage, 'v2')).not.toBe(first);
  });

  it('is new for the next attempt once forgotten', () => {
    const first = attemptKeyFor(storage, 'v1');
    forgetAttemptKey(storage);
    expect(attemptKeyFor(storage, 'v1')).not.toBe(first);
  });

  it('is kept after a network error or a server failure, which may have placed the order', () => {
    expect(mayRetryWithSameKey(new ApiError('network', 0))).toBe(true);
    expect(mayRetryWithSameKey(new ApiError('internal_error', 503))).toBe(true);
    expect(mayRetryWithSameKey(new ApiError('not_enough_stock', 409))).toBe(false);
    expect(mayRetryWithSameKey(new ApiError('consent_required', 400))).toBe(false);
  });
});
