import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { failureMessageOf, isRefusal } from './payment-failure';

describe('the message of a payment that could not start', () => {
  it('is "payment redirection failed" when the shop or the provider failed or did not answer', () => {
    expect(failureMessageOf(new ApiError('network', 0))).toBe('error.payment_redirection_failed');
    expect(failureMessageOf(new ApiError('payment_redirection_failed', 502))).toBe(
      'error.payment_redirection_failed',
    );
    expect(failureMessageOf(new ApiError('internal_error', 500))).toBe('error.payment_redirection_failed');
  });

  it("is the API's refusal the buyer can act on", () => {
    expect(failureMessageOf(new ApiError('order_cannot_be_paid', 409))).toBe('error.order_cannot_be_paid');
    expect(failureMessageOf(new ApiError('too_many_attempts', 429))).toBe('error.too_many_attempts');
  });

  it('lets a failure that may have started the payment be retried with the same key, not a refusal', () => {
    expect(isRefusal(new ApiError('network', 0))).toBe(false);
    expect(isRefusal(new ApiError('payment_redirection_failed', 502))).toBe(false);
    expect(isRefusal(new ApiError('blik_code_expired', 400))).toBe(true);
  });
});
