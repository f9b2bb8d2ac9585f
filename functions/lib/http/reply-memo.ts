import type { Reply } from './reply';

/**
 * Replies remembered per immutable source (e.g. one loaded search index) and request key, the
 * oldest dropped past `limit`. A popular listing is then computed and serialized once per warm
 * container and index, not once per request; a new source starts afresh.
 */
export const replyMemo = (limit: number) => {
  let source: object | undefined;
  const replies = new Map<string, Reply>();
  return (from: object, key: string, make: () => Reply): Reply => {
    if (from !== source) {
      source = from;
      replies.clear();
    }
    let reply = replies.get(key);
    if (!reply) {
      reply = make();
      replies.set(key, reply);
      if (replies.size > limit) replies.delete(replies.keys().next().value as string);
    }
    return reply;
  };
};
