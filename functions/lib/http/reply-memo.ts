import type { Reply } from './reply';

/**
 * Replies remembered per immutable source (e.g. one loaded search index) and request key, the
 * oldest dropped past `limit` and each forgotten after `maxAgeMs`. A popular listing is then computed
 * and serialized once per warm container and index, not once per request; a new source starts
 * afresh. A reply made asynchronously is remembered as its promise, so concurrent first requests make
 * it once.
 */
export const replyMemo = <R extends Reply | Promise<Reply> = Reply>(
  limit: number,
  maxAgeMs = Number.POSITIVE_INFINITY,
) => {
  let source: object | undefined;
  const replies = new Map<string, { reply: R; madeAt: number }>();
  return (from: object, key: string, make: () => R, now = Date.now()): R => {
    if (from !== source) {
      source = from;
      replies.clear();
    }
    const kept = replies.get(key);
    if (kept && now - kept.madeAt < maxAgeMs) return kept.reply;
    const reply = make();
    replies.delete(key);
    replies.set(key, { reply, madeAt: now });
    if (replies.size > limit) replies.delete(replies.keys().next().value as string);
    return reply;
  };
};
