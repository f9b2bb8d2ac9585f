import { describe, expect, it } from 'vitest';
import { dropOldestPast, keptOrMade } from './kept';

describe('keptOrMade', () => {
  it('makes a value once per key and drops the oldest past the limit', () => {
    const kept = new Map<string, number>();
    let made = 0;
    const make = () => ++made;
    expect(keptOrMade(kept, 'a', 2, make)).toBe(1);
    expect(keptOrMade(kept, 'a', 2, make)).toBe(1);
    keptOrMade(kept, 'b', 2, make);
    keptOrMade(kept, 'c', 2, make);
    expect([...kept.keys()]).toEqual(['b', 'c']);
    expect(keptOrMade(kept, 'a', 2, make)).toBe(4);
  });
});

describe('dropOldestPast', () => {
  it('keeps the newest entries of a set up to the limit', () => {
    const seen = new Set(['a', 'b', 'c', 'd']);
    dropOldestPast(seen, 2);
    expect([...seen]).toEqual(['c', 'd']);
  });
});
