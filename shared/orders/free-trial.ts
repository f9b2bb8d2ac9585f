// A free trial (payment method 7): a subscription whose first month costs nothing is ordered with the
// buyer's saved card remembered; when the month ends, the card is charged for the next one.

/**
 * When a trial placed at `placedAt` ends: one calendar month later at the same time, on the month's
 * last day when it has no such day (31 January → 28 or 29 February).
 */
export const trialEndOf = (placedAt: Date): Date => {
  const year = placedAt.getUTCFullYear();
  const month = placedAt.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(placedAt);
  end.setUTCFullYear(year, month, Math.min(placedAt.getUTCDate(), lastDay));
  return end;
};
