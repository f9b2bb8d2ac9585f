import { pendingOutboxItems } from '#functions/lib/table/outbox';

// Waiting for the bench's shop to have nothing left to do: the sections before leave thousands of
// events (payments, invoices) whose work (invoice PDFs, KSeF, mails) would otherwise run beside the
// section measured, on this machine's one shop process.

/** How long one look at the shop's queues may take: a shop too busy to answer counts as busy. */
const lookMs = 10_000;

/**
 * Waits until the outbox holds no unpublished event and no queue of the shop on `port` a message, at
 * most `ms`; resolves with whether it got there and how long it waited.
 */
export const shopIdle = async (port: number, ms: number) => {
  const started = Date.now();
  const busy = async () => {
    if ((await pendingOutboxItems({ limit: 1 })).length > 0) return true;
    const queues = await fetch(`http://127.0.0.1:${port}/_local/queues`, {
      signal: AbortSignal.timeout(lookMs),
    }).then(
      async (answer) => (await answer.json()) as { messages: number }[],
      () => undefined,
    );
    return !queues || queues.some(({ messages }) => messages > 0);
  };
  let idle = !(await busy());
  while (!idle && Date.now() - started < ms) {
    await new Promise((done) => setTimeout(done, 1000));
    idle = !(await busy());
  }
  return { idle, waitedSeconds: (Date.now() - started) / 1000 };
};
