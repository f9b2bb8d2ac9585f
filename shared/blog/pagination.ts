// The blog's lists page by page: the first page replaces the list, each later one is appended under
// it ("show more"), so a page is read as the items before it, its own and one more, which tells
// whether another page follows.

export const blogPageSize = 6;

/** How many items, newest first, page `page` needs read (its own, those before it and one more). */
export const itemsToRead = (page: number, size = blogPageSize): number => page * size + 1;

/** Page `page` (from 1) of items newest first, and whether a later page has any. */
export const pageOf = <T>(
  items: readonly T[],
  page: number,
  size = blogPageSize,
): { items: T[]; hasMore: boolean } => ({
  items: items.slice((page - 1) * size, page * size),
  hasMore: items.length > page * size,
});
