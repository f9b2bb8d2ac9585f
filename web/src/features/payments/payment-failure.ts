import { ApiError } from '../../lib/api-client';

/**
 * Whether the API refused to start the payment (an answer the buyer must act on: `order_cannot_be_paid`,
 * `blik_code_expired`, `too_many_attempts`…), which ends the attempt. Anything else (no answer, the
 * shop or the provider failing) may have started it, so a retry sends the same Idempotency-Key.
 */
export const isRefusal = (failure: unknown): boolean =>
  failure instanceof ApiError && failure.status >= 400 && failure.status < 500;

/** The message of a failed start: the API's refusal, else "payment redirection failed". */
export const failureMessageOf = (failure: unknown): string =>
  failure instanceof ApiError && isRefusal(failure) ? failure.messageId : 'error.payment_redirection_failed';
