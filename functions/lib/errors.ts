import { type ErrorCode, errorCatalogue, type FieldError } from '#shared/errors';

/** An expected failure with a stable code from the shared catalogue; mapped to HTTP by the middleware. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldError[] | undefined;
  /** Sent as `Retry-After` (a limit or an outage: when asking again may succeed). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, fields?: FieldError[], retryAfterSeconds?: number) {
    super(errorCatalogue[code].message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get status(): number {
    return errorCatalogue[this.code].status;
  }
}

/** How long a caller waits before asking again after a dependency outage (a restart, a throttle). */
export const outageRetryAfterSeconds = 10;

// What the AWS SDK v3 throws when a service is down, slow or throttling, once its own retries are
// spent: Node's network error codes, the SDK's timeout names, the services' throttling names and any
// 5xx or 429 answer. Cognito's LimitExceededException is a per-user limit, not an outage.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const outageNames = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'Throttling',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'SlowDown',
]);

interface SdkFailure {
  code?: unknown;
  name?: unknown;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
  $retryable?: { throttling?: boolean };
}

/** Whether an error means a service the shop depends on is unavailable (answered 503, not 500). */
export const isDependencyOutage = (error: unknown, depth = 0): boolean => {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const failure = error as SdkFailure;
  const status = failure.$metadata?.httpStatusCode ?? 0;
  return (
    networkCodes.has(String(failure.code)) ||
    outageNames.has(String(failure.name)) ||
    status >= 500 ||
    status === 429 ||
    failure.$retryable?.throttling === true ||
    isDependencyOutage(failure.cause, depth + 1)
  );
};
