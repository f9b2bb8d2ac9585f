import { describe, expect, it } from 'vitest';
import { firstInOrder } from './first-in-order';

describe('firstInOrder', () => {
  const items = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000);
  const ascending = (a: number, b: number) => a - b;

  it.each([0, 1, 24, 100, 600, 1000, 2000])('gives the first %i in order, as a full sort would', (count) => {
    expect(firstInOrder([...items], count, ascending)).toEqual([...items].sort(ascending).slice(0, count));
  });

  it('keeps ties in the order the comparison gives them', () => {
    const descendingByTens = (a: number, b: number) => Math.floor(b / 10) - Math.floor(a / 10) || a - b;
    expect(firstInOrder([...items], 15, descendingByTens)).toEqual(
      [...items].sort(descendingByTens).slice(0, 15),
    );
  });
});
