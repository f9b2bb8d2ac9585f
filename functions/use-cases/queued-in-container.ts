// Work that takes the next number of a counter (an invoice series, the year's orders) queues per
// counter in its container, so the container's own requests do not race each other through the
// counter's condition (each loser would retry against DynamoDB); containers still race, and the
// condition decides.

const queues = new Map<string, Promise<unknown>>();

/** Runs `task` after the tasks queued before it under `key` in this container. */
export const queuedInContainer = <T>(key: string, task: () => Promise<T>): Promise<T> => {
  const run = (queues.get(key) ?? Promise.resolve()).then(task, task);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  void settled.then(() => queues.get(key) === settled && queues.delete(key));
  return run;
};
