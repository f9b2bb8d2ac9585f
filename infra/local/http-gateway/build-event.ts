import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { awsRequestTime } from './aws-format';

export interface EventInput {
  req: IncomingMessage;
  body: Buffer;
  routeKey: string;
  pathParameters: Record<string, string>;
  stage: string;
  requestId: string;
  now: Date;
}

/**
 * HTTP APIs pass only these content types as text (checked against AWS); anything else, including no
 * content type and `application/x-www-form-urlencoded`, arrives base64-encoded.
 */
const isText = (contentType: string | undefined): boolean => {
  const mime = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    mime.startsWith('text/') ||
    ['application/json', 'application/xml', 'application/javascript'].includes(mime)
  );
};

const nonEmpty = <T extends object>(record: T): T | undefined =>
  Object.keys(record).length > 0 ? record : undefined;

const queryParameters = (rawQueryString: string): Record<string, string> | undefined => {
  if (rawQueryString === '') return undefined;
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    params[key] = key in params ? `${params[key]},${value}` : value;
  }
  return nonEmpty(params);
};

/** Lower-cased headers, repeats comma-joined; cookies move to `cookies`; the gateway adds x-forwarded-*. */
const headersOf = (req: IncomingMessage, sourceIp: string): Record<string, string> => {
  const headers: Record<string, string> = {};
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] ?? '').toLowerCase();
    const value = raw[i + 1] ?? '';
    if (name !== 'cookie') headers[name] = name in headers ? `${headers[name]},${value}` : value;
  }
  const forwardedFor = headers['x-forwarded-for'];
  headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${sourceIp}` : sourceIp;
  headers['x-forwarded-port'] = String(req.socket.localPort ?? '');
  headers['x-forwarded-proto'] = 'http';
  return headers;
};

/** Node joins repeated Cookie headers with `; `, so one split covers them all. */
const cookiesOf = (req: IncomingMessage): string[] =>
  req.headers.cookie
    ?.split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean) ?? [];

/** A payload format 2.0 event as an HTTP API sends it to a Lambda integration. */
export const buildEvent = ({ req, body, routeKey, pathParameters, stage, requestId, now }: EventInput) => {
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const rawPath = queryAt < 0 ? url : url.slice(0, queryAt);
  const rawQueryString = queryAt < 0 ? '' : url.slice(queryAt + 1);
  const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const domainName = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
  const cookies = cookiesOf(req);
  const text = isText(req.headers['content-type']);
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length > 0 && { cookies }),
    headers: headersOf(req, sourceIp),
    queryStringParameters: queryParameters(rawQueryString),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: req.method ?? 'GET',
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage,
      time: awsRequestTime(now),
      timeEpoch: now.getTime(),
    },
    pathParameters: nonEmpty(pathParameters),
    ...(body.length > 0 && { body: body.toString(text ? 'utf8' : 'base64') }),
    isBase64Encoded: body.length > 0 && !text,
  };
  return event;
};
