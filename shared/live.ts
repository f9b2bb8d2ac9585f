import * as z from 'zod/mini';

// Messages a browser sends over the live-status WebSocket, and the topics it may watch:
// `user:<sub>`, the signed-in customer's own channel, `order:<id>`, one order's status, which its
// signed-in owner may watch, or a guest holding the order link's token (sent as `token`), and
// `export:<id>`, a finance export's progress, for the finance staff.

const userTopicPattern = /^user:([\w-]{1,128})$/;
/** Order ids are ULIDs: 26 upper-case letters and digits. */
const orderTopicPattern = /^order:([0-9A-Z]{26})$/;

/** A finance export's progress: only the finance staff may watch it. */
const exportTopicPattern = /^export:([\w-]{1,64})$/;

export const topicSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .string()
    .check(
      z.refine(
        (topic) =>
          userTopicPattern.test(topic) || orderTopicPattern.test(topic) || exportTopicPattern.test(topic),
      ),
    ),
);

export const subscribeMessageSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    action: z.literal('subscribe'),
    topic: topicSchema,
    /** The order link's token (128 random bits, base64url), a guest's proof for an order topic. */
    token: z.optional(z.string().check(z.regex(/^[\w-]{16,128}$/))),
  }),
);
export type SubscribeMessage = z.infer<typeof subscribeMessageSchema>;

export const userTopic = (sub: string): string => `user:${sub}`;
export const orderTopic = (orderId: string): string => `order:${orderId}`;
export const exportTopic = (exportId: string): string => `export:${exportId}`;

/** The customer a `user:` topic belongs to, the order an `order:` topic follows, or the export of an `export:` one. */
export const topicSubject = (
  topic: string,
):
  | { kind: 'user'; sub: string }
  | { kind: 'order'; orderId: string }
  | { kind: 'export'; exportId: string }
  | undefined => {
  const user = userTopicPattern.exec(topic)?.[1];
  if (user) return { kind: 'user', sub: user };
  const exportId = exportTopicPattern.exec(topic)?.[1];
  if (exportId) return { kind: 'export', exportId };
  const orderId = orderTopicPattern.exec(topic)?.[1];
  return orderId ? { kind: 'order', orderId } : undefined;
};

/** A pushed frame: the event name and its data. */
export interface LiveFrame {
  type: string;
  topic: string;
  data: unknown;
}
