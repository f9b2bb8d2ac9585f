import { dropOldestPast } from '../bounded-cache';
import type { Reply } from './reply';

export interface ReplyMemoOptions {
  /** Each reply is forgotten this long after it was made. */
  maxAgeMs?: number;
  /**
   * Remember a key's reply only from its second request on (the keys last seen are kept, 4 × the
   * limit): a one-off query, such as a price bound typed once, then never pushes a popular reply out,
   * nor lingers in memory until the garbage collector has to copy and sweep it from the old generation
   * (an uncached listing spent 18 % of its time there when every reply was kept).
   */
  onlyRepeated?: boolean;
}

/**
 * Replies remembered per immutable source (e.g. one loaded search index) and request key, the
 * oldest dropped past `limit`. A popular listing is then computed and serialized once per warm
 * container and index, not once per request; a new source starts afresh. A reply made
 * asynchronously is remembered as its promise, so concurrent first requests make it once.
 */
export const replyMemo = <R extends Reply | Promise<Reply> = Reply>(
  limit: number,
  { maxAgeMs = Number.POSITIVE_INFINITY, onlyRepeated = false }: ReplyMemoOptions = {},
) => {
  let source: object | undefined;
  const replies = new Map<string, { reply: R; madeAt: number }>();
  const seen = new Set<string>();
  const firstSight = (key: string) => {
    if (!onlyRepeated || seen.has(key)) return false;
    seen.add(key);
    dropOldestPast(seen, limit * 4);
    return true;
  };
  return (from: object, key: string, make: () => R, now = Date.now()): R => {
    if (from !== source) {
      source = from;
      replies.clear();
      seen.clear();
    }
    const kept = replies.get(key);
    if (kept && now - kept.madeAt < maxAgeMs) return kept.reply;
    const reply = make();
    if (firstSight(key)) return reply;
    replies.delete(key);
    replies.set(key, { reply, madeAt: now });
    dropOldestPast(replies, limit);
    return reply;
  };
};
