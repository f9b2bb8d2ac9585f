// Range facets of numeric attributes: a weight, battery or screen size is filtered by
// a range, not by a checkbox per value. The listing answers the range of the values among the results
// (disjunctive: ignoring the attribute's own range) and a few buckets computed from them, each a range
// a shopper picks with one click.

export interface RangeBucket {
  min: number;
  max: number;
  count: number;
}

/** At most this many buckets per attribute. */
export const maxRangeBuckets = 5;

/**
 * Buckets of about equal counts over the values (each distinct value with its count), never splitting
 * one value across two buckets: consecutive values are gathered until a bucket holds its share of the
 * remaining products. Fewer distinct values than `maxRangeBuckets` make one bucket each.
 */
export const rangeBuckets = (
  values: ReadonlyMap<number, number>,
  buckets: number = maxRangeBuckets,
): RangeBucket[] => {
  const sorted = [...values].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  let remaining = sorted.reduce((sum, [, count]) => sum + count, 0);
  const result: RangeBucket[] = [];
  let current: RangeBucket | undefined;
  for (const [index, [value, count]] of sorted.entries()) {
    current = current
      ? { ...current, max: value, count: current.count + count }
      : { min: value, max: value, count };
    const bucketsLeft = buckets - result.length;
    const valuesLeft = sorted.length - index - 1;
    const share = remaining / bucketsLeft;
    if (bucketsLeft > 1 && (current.count >= share || valuesLeft < bucketsLeft)) {
      result.push(current);
      remaining -= current.count;
      current = undefined;
    }
  }
  return current ? [...result, current] : result;
};

/** A range as the URL writes it: `1.2..1.8`, `..2` (up to), `1.5..` (from). */
export const rangeParam = ({ min, max }: { min?: number | undefined; max?: number | undefined }): string =>
  `${min ?? ''}..${max ?? ''}`;

/** Whether a value lies in a range whose missing bound is open. */
export const inRange = (
  value: number,
  { min, max }: { min?: number | undefined; max?: number | undefined },
) => (min === undefined || value >= min) && (max === undefined || value <= max);
