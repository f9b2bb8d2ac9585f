import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { basketFailureMessage } from './basket-failure';

describe('basketFailureMessage', () => {
  it.each([
    ['add', new ApiError('internal_error', 500), 'basket.error.add'],
    ['quantity', new ApiError('invalid_data', 400), 'basket.error.quantity'],
    ['remove', new TypeError('boom'), 'basket.error.remove'],
    ['add', new ApiError('product_not_found', 404), 'error.product_not_found'],
    ['quantity', new ApiError('basket_quantity_update_failed', 409), 'error.basket_quantity_update_failed'],
    ['discount', new ApiError('discount_code_not_active', 400), 'error.discount_code_not_active'],
    ['discount', new ApiError('discount_guessing_throttled', 429), 'error.discount_guessing_throttled'],
    ['load', new ApiError('network', 0), 'error.network'],
  ] as const)('%s failing with %o shows %s', (action, error, id) => {
    expect(basketFailureMessage(error, action)).toBe(id);
  });
});
