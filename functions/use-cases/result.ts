import type { ErrorCode } from '../../shared/errors';

/** A use case's failure: an error code of the catalogue; a limit also says when to ask again. */
export type Failure = { ok: false; code: ErrorCode; retryAfterSeconds?: number };

/** What a use case answers: its value, or a failure. */
export type Result<T> = { ok: true; value: T } | Failure;

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = (code: ErrorCode, retryAfterSeconds?: number): Failure =>
  retryAfterSeconds === undefined ? { ok: false, code } : { ok: false, code, retryAfterSeconds };
