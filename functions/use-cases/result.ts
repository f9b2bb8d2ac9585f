import type { ErrorCode, FieldError } from '#shared/errors';

/**
 * A use case's failure: an error code of the catalogue; a limit also says when to ask again, a refused
 * field (e.g. a tax number the register does not know) which field it was.
 */
export type Failure = { ok: false; code: ErrorCode; retryAfterSeconds?: number; fields?: FieldError[] };

/** What a use case answers: its value, or a failure. */
export type Result<T> = { ok: true; value: T } | Failure;

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = (code: ErrorCode, retryAfterSeconds?: number): Failure =>
  retryAfterSeconds === undefined ? { ok: false, code } : { ok: false, code, retryAfterSeconds };

/** A failure that names the refused fields. */
export const failOnFields = (code: ErrorCode, fields: FieldError[]): Failure => ({ ok: false, code, fields });
