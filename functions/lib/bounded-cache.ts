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

/** A promise kept with the version of its source it was made for. */
export interface KeptPromise<V> {
  version: string;
  value: Promise<V>;
}

/**
 * The promise kept under `key` for `version`, else one made now and kept (newest last; at most `limit`
 * kept): callers at once share one promise, and a new version replaces the old. A promise that rejects
 * is dropped, so the next call makes it again.
 */
export const keptPromise = <V>(
  kept: Map<string, KeptPromise<V>>,
  key: string,
  version: string,
  limit: number,
  make: () => Promise<V>,
): Promise<V> => {
  const hit = kept.get(key);
  if (hit?.version === version) return hit.value;
  const value = make();
  kept.delete(key);
  kept.set(key, { version, value });
  dropOldestPast(kept, limit);
  value.catch(() => {
    if (kept.get(key)?.value === value) kept.delete(key);
  });
  return value;
};
