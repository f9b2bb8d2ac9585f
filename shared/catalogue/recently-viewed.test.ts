import { describe, expect, it } from 'vitest';
import { addRecentlyViewed, mergeRecentlyViewed } from './recently-viewed';

const ids = (count: number, prefix = 'p') => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

describe('recently viewed', () => {
  it('puts the newest first', () => {
    expect(addRecentlyViewed(['a', 'b'], 'c')).toEqual(['c', 'a', 'b']);
  });

  it('moves a product viewed again to the front instead of repeating it', () => {
    expect(addRecentlyViewed(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(addRecentlyViewed(['a'], 'a')).toEqual(['a']);
  });

  it('keeps at most 8, dropping the oldest', () => {
    const list = addRecentlyViewed(ids(8), 'new');
    expect(list).toHaveLength(8);
    expect(list[0]).toBe('new');
    expect(list).not.toContain('p7');
  });

  it('merges the browser list before the server list, without duplicates, at most 8', () => {
    expect(mergeRecentlyViewed(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(mergeRecentlyViewed([], ['x'])).toEqual(['x']);
    expect(mergeRecentlyViewed(ids(5, 'l'), ids(5, 's'))).toEqual([...ids(5, 'l'), 's0', 's1', 's2']);
  });
});
