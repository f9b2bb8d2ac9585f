import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { apiSecurityHeaders } from '../../security-headers';

export interface Reply {
  statusCode: number;
  headers: OutgoingHttpHeaders;
  /** Text as is, or the decoded bytes of a base64 body. */
  body: string | Buffer;
}

/** The gateway's own answers (401, 404, 413, 429, 500) carry the API's hardening headers too. */
export const jsonReply = (statusCode: number, value: unknown): Reply => ({
  statusCode,
  headers: { 'content-type': 'application/json', ...apiSecurityHeaders },
  body: typeof value === 'string' ? value : JSON.stringify(value),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPrimitive = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const structuredKeys = new Set(['statusCode', 'headers', 'body', 'isBase64Encoded']);

const allStrings = (record: Record<string, unknown>): boolean => {
  for (const key in record) if (typeof record[key] !== 'string') return false;
  return true;
};

const onlyStructuredKeys = (record: Record<string, unknown>): boolean => {
  for (const key in record) if (!structuredKeys.has(key)) return false;
  return true;
};

const isPlainStructured = (result: unknown): result is Record<string, unknown> =>
  isRecord(result) &&
  typeof result.statusCode === 'number' &&
  typeof result.body === 'string' &&
  (result.headers === undefined || (isRecord(result.headers) && allStrings(result.headers))) &&
  onlyStructuredKeys(result);

/**
 * Maps what a function returned, after Lambda's JSON round trip, the way payload format 2.0 does: a
 * string or an object without `statusCode` is a 200 JSON body; otherwise `statusCode`, `headers`,
 * `cookies` (one Set-Cookie each) and `body` (base64 when `isBase64Encoded`). Undefined when malformed.
 */
export const toReply = (result: unknown): Reply | undefined => {
  // A structured result of plain strings survives Lambda's JSON round trip unchanged; skip it then.
  const output: unknown = isPlainStructured(result) ? result : JSON.parse(JSON.stringify(result ?? null));
  if (!isRecord(output) || !('statusCode' in output)) return jsonReply(200, output);
  const { statusCode, headers = {}, cookies = [], body = '', isBase64Encoded = false } = output;
  if (
    typeof statusCode !== 'number' ||
    !Number.isInteger(statusCode) ||
    statusCode < 100 ||
    statusCode > 599
  ) {
    return undefined;
  }
  if (!isRecord(headers) || typeof body !== 'string') return undefined;
  if (!Array.isArray(cookies) || !cookies.every((cookie) => typeof cookie === 'string')) return undefined;
  const outgoing: OutgoingHttpHeaders = {};
  for (const name in headers) {
    const value = headers[name];
    if (!isPrimitive(value)) return undefined;
    outgoing[name.toLowerCase()] = String(value);
  }
  const headerCookie = outgoing['set-cookie'];
  if (cookies.length > 0)
    outgoing['set-cookie'] = [...(headerCookie ? [String(headerCookie)] : []), ...cookies];
  return { statusCode, headers: outgoing, body: isBase64Encoded ? Buffer.from(body, 'base64') : body };
};

export const writeReply = (res: ServerResponse, reply: Reply, requestId: string): void => {
  // Every reply carries headers of its own (made per call by toReply or jsonReply): add to them.
  reply.headers['content-length'] = Buffer.byteLength(reply.body);
  reply.headers['apigw-requestid'] = requestId;
  res.writeHead(reply.statusCode, reply.headers);
  // A string goes out in the same write as the headers (a Buffer costs a second, vectored write);
  // binary bodies become latin1 strings, which map each byte to one character.
  if (typeof reply.body === 'string') res.end(reply.body);
  else res.end(reply.body.toString('latin1'), 'latin1');
};
