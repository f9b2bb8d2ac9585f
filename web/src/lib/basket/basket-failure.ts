import { ApiError } from '../api-client';

// Spec section 8: adding, changing a quantity, removing (and the basket's other changes) each have a
// "failed" message; where the shop said why (a product gone, a code refused, too many tries, no
// connection) that reason is shown instead.

export type BasketAction = 'add' | 'quantity' | 'remove' | 'discount' | 'consents' | 'load';

/** Refusals whose own message says more than "failed". */
const explained = new Set([
  'product_not_found',
  'basket_quantity_update_failed',
  'basket_remove_failed',
  'discount_code_not_valid',
  'discount_code_not_active',
  'discount_code_no_promotion_products',
  'discount_code_used_up',
  'discount_guessing_throttled',
  'too_many_attempts',
  'session_expired',
  'network',
]);

/** The message id to show when a basket change or read failed. */
export const basketFailureMessage = (error: unknown, action: BasketAction): string =>
  error instanceof ApiError && explained.has(error.code) ? error.messageId : `basket.error.${action}`;
