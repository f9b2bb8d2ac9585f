import { dropOldestPast } from './bounded-cache';

// What the function bundles (infra/wiring/function-bundle.ts) give the AWS SDK in place of mnemonist's
// LRU cache: the DynamoDB client makes one for its endpoint discovery (@aws-sdk/endpoint-cache) when it
// is created, though the shop never turns discovery on, and mnemonist's typed-array cache weighs about
// 5 KB of every bundle. This is the same cache, as the endpoint cache uses it, over a Map: an entry
// read or written moves to the end, and the least recently used goes past the capacity.

export default class LRUCache<V> {
  readonly #entries = new Map<string, V>();
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) this.set(key, value);
    return value;
  }

  /** The value without marking it used. */
  peek(key: string): V | undefined {
    return this.#entries.get(key);
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    dropOldestPast(this.#entries, this.#capacity);
  }

  clear(): void {
    this.#entries.clear();
  }
}
