// Guessing discount codes: after `maxDiscountGuesses` wrong codes within the window a
// basket, and the client (IP address) that tried them whatever basket it used, is refused further
// tries until the oldest of them leaves the window. A wrong code is any refused one: unknown, inactive
// or not applying.

export const maxDiscountGuesses = 5;
export const discountGuessWindowMs = 15 * 60 * 1000;

const recent = (guesses: readonly number[], now: Date) =>
  guesses.filter((at) => at > now.getTime() - discountGuessWindowMs);

/** Seconds until the basket may try a code again; `null` while it may. */
export const guessingRetryAfterSeconds = (guesses: readonly number[], now: Date): number | null => {
  const within = recent(guesses, now);
  if (within.length < maxDiscountGuesses) return null;
  return Math.max(1, Math.ceil((Math.min(...within) + discountGuessWindowMs - now.getTime()) / 1000));
};

/** The guesses to keep after a wrong code at `now`: those still in the window, and this one. */
export const withWrongGuess = (guesses: readonly number[], now: Date): number[] =>
  [...recent(guesses, now), now.getTime()].slice(-maxDiscountGuesses);
