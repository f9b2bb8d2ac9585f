import { watch } from 'node:fs';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

// What wakes an idle stream poller, so it can wait long between polls of an empty stream and still
// hand a write's record on at once, as DynamoDB Streams hands a write to Lambda within moments.

/** The commands that put records on the table's stream. */
const tableWrites = /^(PutItem|UpdateItem|DeleteItem|TransactWriteItems|BatchWriteItem)Command$/;

/** A write through `client` (the functions' table client, in this process) calls `wake` once answered. */
export const wakeOnClientWrites = (client: DynamoDBClient, wake: () => void) => {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const output = await next(args);
      if (tableWrites.test(context.commandName ?? '')) wake();
      return output;
    },
    { step: 'initialize', name: 'localStreamWake', override: true },
  );
};

/**
 * A change in DynamoDB Local's data folder calls `wake`: its SQLite file changes on every write (a
 * read leaves it alone), whoever wrote (a bench or a script in a process of its own), and the kernel
 * tells us (inotify), so watching costs nothing while nothing is written. Returns the way to stop.
 * When the folder cannot be watched, `log` says so and other processes' writes wait for the next poll.
 */
export const wakeOnDataFolderWrites = (
  folder: string,
  wake: () => void,
  log: (line: string) => void,
): (() => void) => {
  try {
    const watcher = watch(folder, { persistent: false }, () => wake());
    watcher.on('error', (error) => {
      log(`stopped watching ${folder} for writes (${String(error)})`);
      watcher.close();
    });
    return () => watcher.close();
  } catch (error) {
    log(`cannot watch ${folder} for writes (${String(error)}); other processes' writes wait for a poll`);
    return () => undefined;
  }
};
