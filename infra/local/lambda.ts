import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import type { FunctionDecl } from '../wiring';

// Loads a handler named in the wiring and calls it the way Lambda does: with an event and a context,
// within the function's timeout. One import per entry, like one warm container per function.

export type Invoke<E = unknown, R = unknown> = (event: E) => Promise<R>;

const root = resolve(import.meta.dirname, '../..');
const modules = new Map<
  string,
  Promise<{ handler: (event: unknown, context: Context) => Promise<unknown> }>
>();

const functionName = (entry: string) => entry.replace(/\.ts$/, '').replace(/[^\w]+/g, '-');

const contextFor = (decl: FunctionDecl, deadline: number): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: functionName(decl.entry),
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:eu-central-1:000000000000:function:${functionName(decl.entry)}`,
  memoryLimitInMB: String(decl.memoryMb),
  awsRequestId: randomUUID(),
  logGroupName: `/aws/lambda/${functionName(decl.entry)}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

export const lambda = <E, R>(decl: FunctionDecl): Invoke<E, R> => {
  return async (event: E) => {
    let module = modules.get(decl.entry);
    if (!module) {
      module = import(pathToFileURL(resolve(root, decl.entry)).href);
      modules.set(decl.entry, module);
    }
    const { handler } = await module;
    const timeoutMs = decl.timeoutSeconds * 1000;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Task timed out after ${decl.timeoutSeconds} seconds`)),
        timeoutMs,
      );
    });
    try {
      return (await Promise.race([handler(event, contextFor(decl, Date.now() + timeoutMs)), timeout])) as R;
    } finally {
      clearTimeout(timer);
    }
  };
};
