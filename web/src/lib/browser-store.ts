import { useSyncExternalStore } from 'react';
import type * as z from 'zod/mini';

// A value kept in localStorage, validated by a schema on every read: a malformed or outdated value
// is discarded (the default is used), never trusted. Components subscribe with `useStored`.

export interface BrowserStore<T> {
  read(): T;
  write(value: T): void;
  subscribe(listener: () => void): () => void;
  fallback: T;
}

export const browserStore = <S extends z.ZodMiniType>(key: string, schema: S, fallback: z.infer<S>) => {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: z.infer<S> } | undefined;

  const read = (): z.infer<S> => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return fallback;
    }
    if (cached && cached.raw === raw) return cached.value;
    let value = fallback;
    if (raw !== null) {
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        if (parsed.success) value = parsed.data;
        else window.localStorage.removeItem(key);
      } catch {
        window.localStorage.removeItem(key);
      }
    }
    cached = { raw, value };
    return value;
  };

  const write = (value: z.infer<S>) => {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: the choice lives for this page view only.
      cached = { raw: null, value };
    }
    for (const listener of listeners) listener();
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => event.key === key && listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return { read, write, subscribe, fallback } satisfies BrowserStore<z.infer<S>>;
};

/** The stored value; the server render and hydration use the fallback. */
export const useStored = <T>(store: BrowserStore<T>): T =>
  useSyncExternalStore(store.subscribe, store.read, () => store.fallback);
