import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import type { FunctionDecl } from '../wiring';
import { countInvocations } from './operation-counter';

// Loads a handler named in the wiring and calls it the way Lambda does: with an event and a context,
// within the function's timeout. One import per entry, like one warm container per function.

export type Invoke<E = unknown, R = unknown> = (event: E) => Promise<R>;

const root = resolve(import.meta.dirname, '../..');
type Handler = (event: unknown, context: Context) => Promise<unknown>;
const modules = new Map<string, Promise<Handler>>();

/** The local function name of a wiring entry, e.g. `functions-auth-triggers-pre-sign-up`. */
export const functionName = (entry: string) => entry.replace(/\.ts$/, '').replace(/[^\w]+/g, '-');

const noop = () => undefined;

// Request ids shaped like Lambda's UUIDs: a random prefix per process and a counter, cheap per call.
const requestIdPrefix = randomUUID().slice(0, 24);
let invocations = 0;
const nextRequestId = () => `${requestIdPrefix}${(++invocations).toString(16).padStart(12, '0')}`;

type LocalContext = Context & { deadline: number };

/** The parts of a function's context that never change, built once; each call adds its id and deadline. */
const contextPrototype = (decl: FunctionDecl): Omit<LocalContext, 'awsRequestId' | 'deadline'> => {
  const name = functionName(decl.entry);
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-central-1:000000000000:function:${name}`,
    memoryLimitInMB: String(decl.memoryMb),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis(this: LocalContext) {
      return Math.max(0, this.deadline - Date.now());
    },
    done: noop,
    fail: noop,
    succeed: noop,
  };
};

const contextFor = (prototype: object, deadline: number): Context =>
  Object.assign(Object.create(prototype) as LocalContext, { awsRequestId: nextRequestId(), deadline });

const load = (entry: string): Promise<Handler> => {
  let module = modules.get(entry);
  if (!module) {
    module = import(pathToFileURL(resolve(root, entry)).href).then((m: { handler: Handler }) => m.handler);
    modules.set(entry, module);
  }
  return module;
};

// One watchdog for all invocations instead of a timer each: a function still running past its
// timeout is failed the way Lambda reports it.
const running = new Set<{ deadline: number; timeoutSeconds: number; fail: (error: Error) => void }>();
let watchdog: NodeJS.Timeout | undefined;
const watch = () => {
  watchdog ??= setInterval(() => {
    const now = Date.now();
    for (const run of running) {
      if (run.deadline > now) continue;
      running.delete(run);
      run.fail(new Error(`Task timed out after ${run.timeoutSeconds} seconds`));
    }
    if (running.size === 0) {
      clearInterval(watchdog);
      watchdog = undefined;
    }
  }, 100).unref();
};

export const lambda = <E, R>(decl: FunctionDecl): Invoke<E, R> => {
  const prototype = contextPrototype(decl);
  const call = (handler: Handler, event: E) => {
    const deadline = Date.now() + decl.timeoutSeconds * 1000;
    return new Promise<R>((resolveRun, rejectRun) => {
      const run = { deadline, timeoutSeconds: decl.timeoutSeconds, fail: rejectRun };
      running.add(run);
      watch();
      handler(event, contextFor(prototype, deadline)).then(
        (result) => {
          running.delete(run);
          resolveRun(result as R);
        },
        (error: unknown) => {
          running.delete(run);
          rejectRun(error);
        },
      );
    });
  };
  let loaded: Handler | undefined;
  // Once imported, a warm call goes straight to the handler (no extra await on the hot path).
  const invoke = (event: E) =>
    loaded
      ? call(loaded, event)
      : load(decl.entry).then((handler) => {
          loaded = handler;
          return call(handler, event);
        });
  return countInvocations(functionName(decl.entry), decl.memoryMb, invoke);
};
