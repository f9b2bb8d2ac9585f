import * as z from 'zod/mini';

// Messages a browser sends over the live-status WebSocket, and the topics it may watch.
// `user:<sub>` is the signed-in customer's own channel; order topics arrive with the order feature.

export const topicSchema = z.string().check(z.regex(/^user:[\w-]{1,128}$/));

export const subscribeMessageSchema = z.strictObject({
  action: z.literal('subscribe'),
  topic: topicSchema,
});
export type SubscribeMessage = z.infer<typeof subscribeMessageSchema>;

export const userTopic = (sub: string): string => `user:${sub}`;

/** A pushed frame: the event name and its data. */
export interface LiveFrame {
  type: string;
  topic: string;
  data: unknown;
}
