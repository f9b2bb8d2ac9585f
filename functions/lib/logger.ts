import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'aws-lambda';

// Structured logs: one JSON object a line, which CloudWatch Logs Insights reads field by field: the
// level, the message, the time, the service, the invocation's function and request id (inside
// `withInvocation`), and the fields given, an error among them written with its name, message, stack,
// cause and outage code. DEBUG and INFO go to stdout, WARN and ERROR to stderr. The level is Lambda's
// own (`AWS_LAMBDA_LOG_LEVEL`, set when a function's log format is JSON), else `LOG_LEVEL`, else INFO.
// Never log request bodies, passwords or tokens.

const levels = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40 } as const;
export type LogLevel = keyof typeof levels;

const isLevel = (value: string | undefined): value is LogLevel =>
  Boolean(value && Object.hasOwn(levels, value));

/**
 * An error as plain data: its name, message, stack and cause, and what says which outage it was (a
 * system error's `code`, an AWS error's `$fault` and `$metadata`), nothing else of it: an error's other
 * properties may carry what a request sent.
 */
const plainError = (error: Error & { code?: unknown; $fault?: unknown; $metadata?: unknown }) => ({
  name: error.name,
  message: error.message,
  stack: error.stack,
  code: error.code,
  $fault: error.$fault,
  $metadata: error.$metadata,
  cause: error.cause,
});

const replacer = (_key: string, value: unknown) => (value instanceof Error ? plainError(value) : value);

/**
 * The entry as one line of JSON; fields that cannot be written (a cycle, a BigInt) are named instead, so
 * logging never throws into the code that logs (an error handler among them).
 */
const lineOf = (entry: Record<string, unknown>, fields: Record<string, unknown>): string => {
  try {
    return JSON.stringify({ ...entry, ...fields }, replacer);
  } catch {
    return JSON.stringify({ ...entry, unwritableFields: Object.keys(fields) });
  }
};

/** Where an invocation's own fields are kept: each invocation's, even with several in one process (locally). */
const invocations = new AsyncLocalStorage<Record<string, unknown>>();
let coldStart = true;

const createLogger = (service: string) => {
  let chosen: LogLevel | undefined;
  const threshold = (): LogLevel => {
    if (chosen) return chosen;
    const fromEnvironment = [process.env.AWS_LAMBDA_LOG_LEVEL, process.env.LOG_LEVEL]
      .map((value) => value?.toUpperCase())
      .find(isLevel);
    return fromEnvironment ?? 'INFO';
  };
  const write =
    (level: LogLevel) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (levels[level] < levels[threshold()]) return;
      const line = lineOf(
        { level, message, timestamp: new Date().toISOString(), service, ...invocations.getStore() },
        fields,
      );
      (levels[level] >= levels.WARN ? process.stderr : process.stdout).write(`${line}\n`);
    };
  return {
    debug: write('DEBUG'),
    info: write('INFO'),
    warn: write('WARN'),
    error: write('ERROR'),
    /** The level from now on, whatever the environment says (a test's); none: the environment's again. */
    setLogLevel: (level?: LogLevel) => {
      chosen = level;
    },
  };
};

export const logger = createLogger('shop');

/**
 * `run` with the invocation's function name, request id and whether it is the container's first (a
 * cold start) on every line it logs.
 */
export const withInvocation = <T>(context: Context, run: () => T): T => {
  const fields = {
    function_name: context.functionName,
    function_request_id: context.awsRequestId,
    cold_start: coldStart,
  };
  coldStart = false;
  return invocations.run(fields, run);
};
