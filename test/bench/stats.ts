// Order statistics the bench reports: percentiles of sorted latencies and the median of rounds.

/** The value at fraction `p` of an ascending list (0 when empty). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** A copy of `values` in ascending order, for `percentile` and `median`. */
export const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The middle of ratios sorted ascending (an odd count). */
export const median = (sorted: readonly number[]) => sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;

/** Each distinct value with how often it occurs, most frequent first. */
export const countBy = (values: readonly string[]): [string, number][] =>
  [
    ...values.reduce(
      (counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1),
      new Map<string, number>(),
    ),
  ].sort((a, b) => b[1] - a[1]);
