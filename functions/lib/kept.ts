// Bounded caches of a warm container: entries kept in insertion order, the oldest dropped past a limit.

/** Drops the oldest entry of `entries` while it holds more than `limit`. */
export const dropOldestPast = (entries: Map<string, unknown> | Set<string>, limit: number): void => {
  while (entries.size > limit) entries.delete(entries.keys().next().value as string);
};

/** The value kept under `key`, made and kept on its first use; at most `limit` are kept. */
export const keptOrMade = <V>(kept: Map<string, V>, key: string, limit: number, make: () => V): V => {
  let value = kept.get(key);
  if (value === undefined) {
    value = make();
    kept.set(key, value);
    dropOldestPast(kept, limit);
  }
  return value;
};
