// Work that takes the next number of a counter (an invoice series, the year's orders) queues per
// counter in its container, so the container's own requests do not race each other through the
// counter's condition (each loser would retry against DynamoDB); containers still race, and the
// condition decides.

const queues = new Map<string, Promise<unknown>>();

/** What a task's turn was: `waited` when tasks were queued before it (their work may have changed what it read). */
export interface Turn {
  waited: boolean;
}

/** Runs `task` after the tasks queued before it under `key` in this container. */
export const queuedInContainer = <T>(key: string, task: (turn: Turn) => Promise<T>): Promise<T> => {
  const before = queues.get(key);
  const turn = () => task({ waited: before !== undefined });
  const run = (before ?? Promise.resolve()).then(turn, turn);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  void settled.then(() => queues.get(key) === settled && queues.delete(key));
  return run;
};
