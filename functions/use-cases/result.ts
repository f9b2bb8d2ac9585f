import type { ErrorCode } from '../../shared/errors';

/** What a use case answers: its value, or an error code of the catalogue (`shared/errors.ts`). */
export type Result<T> = { ok: true; value: T } | { ok: false; code: ErrorCode };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = <T = never>(code: ErrorCode): Result<T> => ({ ok: false, code });
