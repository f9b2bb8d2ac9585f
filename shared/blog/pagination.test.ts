import { describe, expect, it } from 'vitest';
import { itemsToRead, pageOf } from './pagination';

const items = Array.from({ length: 14 }, (_, index) => index + 1);

describe('blog pagination', () => {
  it('reads the pages before, the page and one more', () => {
    expect(itemsToRead(1, 6)).toBe(7);
    expect(itemsToRead(3, 6)).toBe(19);
  });

  it('cuts a page and tells whether more follow', () => {
    expect(pageOf(items, 1, 6)).toEqual({ items: [1, 2, 3, 4, 5, 6], hasMore: true });
    expect(pageOf(items, 3, 6)).toEqual({ items: [13, 14], hasMore: false });
    expect(pageOf(items.slice(0, 12), 2, 6)).toEqual({ items: [7, 8, 9, 10, 11, 12], hasMore: false });
    expect(pageOf(items, 4, 6)).toEqual({ items: [], hasMore: false });
  });
});
