// Counts failed attempts per key in a sliding window; a key with `max` failures inside the window is
// blocked until the oldest of them leaves it.

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

export const createAttemptLimiter = (limit: AttemptLimit, now: () => number = Date.now) => {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const since = now() - limit.windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length > 0) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  return {
    blocked: (key: string): boolean => recent(key).length >= limit.max,
    fail: (key: string): void => {
      failures.set(key, [...recent(key), now()]);
    },
    clear: (key: string): void => {
      failures.delete(key);
    },
  };
};
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
