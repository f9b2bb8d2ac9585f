import * as z from 'zod/mini';

// Messages a browser sends over the live-status WebSocket, and the topics it may watch:
// `user:<sub>`, the signed-in customer's own channel, and `order:<id>`, one order's status, which its
// signed-in owner may watch, or a guest holding the order link's token (sent as `token`).

const userTopicPattern = /^user:([\w-]{1,128})$/;
/** Order ids are ULIDs: 26 upper-case letters and digits. */
const orderTopicPattern = /^order:([0-9A-Z]{26})$/;

export const topicSchema = z
  .string()
  .check(z.refine((topic) => userTopicPattern.test(topic) || orderTopicPattern.test(topic)));

export const subscribeMessageSchema = z.strictObject({
  action: z.literal('subscribe'),
  topic: topicSchema,
  /** The order link's token (128 random bits, base64url), a guest's proof for an order topic. */
  token: z.optional(z.string().check(z.regex(/^[\w-]{16,128}$/))),
});
export type SubscribeMessage = z.infer<typeof subscribeMessageSchema>;

export const userTopic = (sub: string): string => `user:${sub}`;
export const orderTopic = (orderId: string): string => `order:${orderId}`;

/** The customer a `user:` topic belongs to, or the order an `order:` topic follows. */
export const topicSubject = (
  topic: string,
): { kind: 'user'; sub: string } | { kind: 'order'; orderId: string } | undefined => {
  const user = userTopicPattern.exec(topic)?.[1];
  if (user) return { kind: 'user', sub: user };
  const orderId = orderTopicPattern.exec(topic)?.[1];
  return orderId ? { kind: 'order', orderId } : undefined;
};

/** A pushed frame: the event name and its data. */
export interface LiveFrame {
  type: string;
  topic: string;
  data: unknown;
}
