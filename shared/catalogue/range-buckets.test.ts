import { describe, expect, it } from 'vitest';
import { inRange, rangeBuckets, rangeParam } from './range-buckets';

const counts = (entries: [number, number][]) => new Map(entries);

describe('range buckets of a numeric attribute', () => {
  it('makes one bucket per value when there are no more values than buckets', () => {
    expect(
      rangeBuckets(
        counts([
          [16, 4],
          [8, 2],
          [32, 1],
        ]),
      ),
    ).toEqual([
      { min: 8, max: 8, count: 2 },
      { min: 16, max: 16, count: 4 },
      { min: 32, max: 32, count: 1 },
    ]);
  });

  it('gathers twenty single weights into five ranges of about equal counts, covering every product', () => {
    const weights = counts(Array.from({ length: 20 }, (_, i) => [1 + i * 0.1, 3]));
    const buckets = rangeBuckets(weights);
    expect(buckets).toHaveLength(5);
    expect(buckets.map((bucket) => bucket.count)).toEqual([12, 12, 12, 12, 12]);
    expect(buckets[0]?.min).toBe(1);
    expect(buckets.at(-1)?.max).toBeCloseTo(2.9);
    for (const [i, bucket] of buckets.slice(1).entries())
      expect(bucket.min).toBeGreaterThan(buckets[i]?.max ?? 0);
  });

  it('never splits one value across buckets, even a value holding most products', () => {
    const buckets = rangeBuckets(
      counts([
        [1, 1],
        [2, 50],
        [3, 1],
        [4, 1],
        [5, 1],
        [6, 1],
        [7, 1],
      ]),
    );
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(56);
    expect(buckets.filter((bucket) => bucket.min <= 2 && bucket.max >= 2)).toHaveLength(1);
    expect(buckets.length).toBeLessThanOrEqual(5);
  });

  it('answers no bucket without values', () => {
    expect(rangeBuckets(new Map())).toEqual([]);
  });
});

describe('a range in the URL and its test', () => {
  it.each([
    [{ min: 1.2, max: 1.8 }, '1.2..1.8'],
    [{ max: 2 }, '..2'],
    [{ min: 1.5 }, '1.5..'],
  ])('writes %j as %s', (range, param) => {
    expect(rangeParam(range)).toBe(param);
  });

  it.each([
    [1.2, { min: 1.2, max: 1.8 }, true],
    [1.81, { min: 1.2, max: 1.8 }, false],
    [0.5, { max: 2 }, true],
    [1.4, { min: 1.5 }, false],
  ])('holds %d in %j: %s', (value, range, held) => {
    expect(inRange(value, range)).toBe(held);
  });
});
