import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { type ErrorBody, type ErrorCode, errorBodyOf, errorCatalogue, type FieldError } from '#shared/errors';

export type Reply = APIGatewayProxyStructuredResultV2;

/**
 * Every API answer: never sniffed as another type, never stored unless the route chose a cache policy
 * itself (public catalogue and settings reads). infra/security-headers.ts re-exports this declaration.
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  statusCode: status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...apiSecurityHeaders, ...headers },
  body: JSON.stringify(body),
});

export const text = (body: string, contentType: string, headers: Record<string, string> = {}): Reply => ({
  statusCode: 200,
  headers: { 'content-type': contentType, ...apiSecurityHeaders, ...headers },
  body,
});

/**
 * The one error shape: `{ code, type, message, fields?, details? }`, never a stack or an internal
 * message; a limit or an outage also says when to ask again (`Retry-After`, seconds); a refusal the
 * caller can act on may carry what it needs to (`details`, e.g. a stale order's basket as it is now).
 */
export const errorReply = (
  code: ErrorCode,
  fields?: FieldError[],
  retryAfterSeconds?: number,
  details?: ErrorBody['details'],
): Reply => {
  const body: ErrorBody = {
    ...errorBodyOf(code),
    ...(fields ? { fields } : {}),
    ...(details === undefined ? {} : { details }),
  };
  return json(
    errorCatalogue[code].status,
    body,
    retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {},
  );
};
