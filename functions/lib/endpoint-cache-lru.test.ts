import MnemonistLRU from 'mnemonist/lru-cache';
import { describe, expect, it } from 'vitest';
import LRUCache from './endpoint-cache-lru';

// The bundles' LRU cache in mnemonist's place (for the DynamoDB client's endpoint cache) keeps and drops
// what mnemonist's keeps and drops, for the calls the endpoint cache makes.

type Step = ['set', string, number] | ['get' | 'peek' | 'has', string] | ['clear'];

const steps: Step[] = [
  ['set', 'a', 1],
  ['set', 'b', 2],
  ['set', 'c', 3],
  ['get', 'a'],
  ['set', 'd', 4],
  ['has', 'b'],
  ['peek', 'c'],
  ['set', 'e', 5],
  ['has', 'c'],
  ['set', 'a', 10],
  ['set', 'f', 6],
  ['get', 'd'],
  ['get', 'a'],
  ['clear'],
  ['has', 'a'],
  ['set', 'g', 7],
  ['get', 'g'],
];

const run = (cache: {
  set: (key: string, value: number) => void;
  get: (key: string) => number | undefined;
  peek: (key: string) => number | undefined;
  has: (key: string) => boolean;
  clear: () => void;
}) =>
  steps.map((step) => {
    if (step[0] === 'set') return cache.set(step[1], step[2]);
    if (step[0] === 'clear') return cache.clear();
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    return [cache[step[0]](step[1]), keys.filter((key) => cache.has(key))];
  });

describe('the LRU cache in place of mnemonist’s', () => {
  it('answers and keeps what mnemonist’s does, the least recently used dropped past its capacity', () => {
    const ours = run(new LRUCache<number>(3));
    expect(ours).toEqual(run(new MnemonistLRU<string, number>(3)));
    // peek does not count as a use: after a, d and e, c was dropped though peeked.
    expect(ours[8]).toEqual([false, ['a', 'd', 'e']]);
  });
});
