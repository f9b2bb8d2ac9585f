import type { Context } from 'aws-lambda';

/** A handler for lambda.test.ts: echoes the event, or waits `waitMs` first. */
export const handler = async (event: { waitMs?: number }, context: Context) => {
  if (event.waitMs) await new Promise((r) => setTimeout(r, event.waitMs));
  return { event, functionName: context.functionName, remaining: context.getRemainingTimeInMillis() };
};
