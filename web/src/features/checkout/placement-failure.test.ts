import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { placementFailure } from './placement-failure';

describe('a failed placement', () => {
  it('shows the new figures of a stale basket and asks to place the order again to confirm them', () => {
    expect(placementFailure(new ApiError('order_stale', 409))).toEqual({
      messageId: 'checkout.summary.stale',
      readBasketAgain: true,
    });
  });

  it('says the stock is short and reads the basket again', () => {
    expect(placementFailure(new ApiError('not_enough_stock', 409))).toEqual({
      messageId: 'error.not_enough_stock',
      readBasketAgain: true,
    });
  });

  it("shows any other refusal with the API's message, the basket left as shown", () => {
    expect(placementFailure(new ApiError('payment_method_not_available', 409))).toEqual({
      messageId: 'error.payment_method_not_available',
      readBasketAgain: false,
    });
    expect(placementFailure(new ApiError('network', 0)).messageId).toBe('error.network');
    expect(placementFailure(new Error('boom')).messageId).toBe('error.internal_error');
  });
});
