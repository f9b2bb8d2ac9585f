import { beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '#shared/orders/order-requests';
import { memoryStorage } from '../../../../test/support/memory-storage';
import { newPaymentAttempt, paymentAttemptKey } from './payment-attempt';

describe('the payment attempt key', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('is one the API accepts as an Idempotency-Key', () => {
    expect(idempotencyKeySchema.safeParse(paymentAttemptKey(storage, 'ORDER1')).success).toBe(true);
  });

  it('is the same on a reload or a retry of the same order, so one payment is started', () => {
    const first = paymentAttemptKey(storage, 'ORDER1');
    expect(paymentAttemptKey(storage, 'ORDER1')).toBe(first);
  });

  it('is kept per order', () => {
    const one = paymentAttemptKey(storage, 'ORDER1');
    const other = paymentAttemptKey(storage, 'ORDER2');
    expect(other).not.toBe(one);
    expect(paymentAttemptKey(storage, 'ORDER1')).toBe(one);
  });

  it('is new for a repeat payment, which a reload then keeps', () => {
    const first = paymentAttemptKey(storage, 'ORDER1');
    const repeat = newPaymentAttempt(storage, 'ORDER1');
    expect(repeat).not.toBe(first);
    expect(paymentAttemptKey(storage, 'ORDER1')).toBe(repeat);
  });

  it('starts afresh when what is stored is not ours', () => {
    storage.setItem('shop.payments.attemptKeys', '{not json');
    expect(idempotencyKeySchema.safeParse(paymentAttemptKey(storage, 'ORDER1')).success).toBe(true);
  });
});
