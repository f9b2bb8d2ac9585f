import { describe, expect, it } from 'vitest';
import { dropOldestPast, type KeptPromise, keptOrMade, keptPromise } from './bounded-cache';

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

describe('keptPromise', () => {
  it('shares one promise per key and version, makes a new one for a new version, and drops a rejected one', async () => {
    const kept = new Map<string, KeptPromise<number>>();
    let made = 0;
    const make = () => Promise.resolve(++made);
    const [first, second] = [keptPromise(kept, 'a', 'v1', 2, make), keptPromise(kept, 'a', 'v1', 2, make)];
    expect(first).toBe(second);
    expect(await first).toBe(1);
    expect(await keptPromise(kept, 'a', 'v2', 2, make)).toBe(2);
    expect(await keptPromise(kept, 'a', 'v2', 2, make)).toBe(2);

    const failing = keptPromise(kept, 'b', 'v1', 2, () => Promise.reject(new Error('read failed')));
    await expect(failing).rejects.toThrow('read failed');
    expect(kept.has('b')).toBe(false);
    expect(await keptPromise(kept, 'b', 'v1', 2, make)).toBe(3);

    keptPromise(kept, 'c', 'v1', 2, make);
    expect([...kept.keys()]).toEqual(['b', 'c']);
  });
});
