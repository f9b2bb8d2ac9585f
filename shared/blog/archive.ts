// The news archive by month: which months have articles and how many, newest first; a month's
// articles are those whose publication date (UTC) starts with its `yyyy-mm`.

export interface ArchiveMonth {
  year: number;
  /** 1–12. */
  month: number;
  count: number;
}

/** `2025-03`: the prefix of every ISO date of the month. */
export const monthPrefix = (year: number, month: number): string =>
  `${year}-${String(month).padStart(2, '0')}`;

/** The months of these publication dates (ISO), with their counts, newest first. */
export const archiveMonths = (publishedAt: readonly string[]): ArchiveMonth[] => {
  const counts = new Map<string, number>();
  for (const date of publishedAt) {
    const prefix = date.slice(0, 7);
    counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([prefix, count]) => ({
      year: Number(prefix.slice(0, 4)),
      month: Number(prefix.slice(5, 7)),
      count,
    }));
};
