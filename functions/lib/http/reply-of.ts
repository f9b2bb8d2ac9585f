import type { Result } from '../../use-cases/result';
import { errorReply, json, type Reply } from './reply';

/** A use case's result as the reply: its value with `okStatus`, or its error code's catalogue reply. */
export const replyOf = <T>(result: Result<T>, okStatus: number): Reply =>
  result.ok ? json(okStatus, result.value) : errorReply(result.code, result.fields, result.retryAfterSeconds);
