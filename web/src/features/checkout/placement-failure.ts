import { ApiError } from '../../lib/api-client';

// What the summary does when "place order" fails: the message it shows, and
// whether the basket is read again so its new figures show (a stale basket, or stock that no longer
// covers it). What the shopper entered always stays.

/** Answers after which the basket is read again: placing again confirms its new figures. */
const basketChangingCodes = new Set(['order_stale', 'not_enough_stock']);

export interface PlacementFailure {
  /** The message id shown in the summary's alert. */
  messageId: string;
  readBasketAgain: boolean;
}

export const placementFailure = (error: unknown): PlacementFailure => {
  const code = error instanceof ApiError ? error.code : 'internal_error';
  return {
    messageId: code === 'order_stale' ? 'checkout.summary.stale' : `error.${code}`,
    readBasketAgain: basketChangingCodes.has(code),
  };
};
