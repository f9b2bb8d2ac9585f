import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { removeRequestHeaders } from './request-headers';

// CloudFront's cache in front of the pages rendered per request (the search) and the edge-cached API
// reads, for the local site server: an answer whose Cache-Control lets a shared cache keep it
// (`s-maxage`, else `max-age`; never one that is `private`, `no-store` or `no-cache`) is kept that long
// under its cache key, the path with its query string and the encoding sent, as the distribution's
// cache policy keys it (infra/cdk/site-distribution.ts): never a cookie or the Authorization header,
// which, as its origin request policy, never reach the API either, so a signed-in visitor's request
// neither varies what is kept nor can be answered for who she is. Requests within that time are
// answered from it with `Age`, without asking the API.

/** What tells who the visitor is: neither in the key nor sent to the origin. */
const visitorHeaders = ['authorization', 'cookie'];

interface KeptAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  keptAt: number;
  seconds: number;
}

/** How long a shared cache may keep an answer with this Cache-Control (0: not at all). */
export const sharedSeconds = (cacheControl: string): number => {
  const directives = cacheControl.toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(directives)) return 0;
  if (!/\bpublic\b/.test(directives) && !/\bs-maxage\b/.test(directives)) return 0;
  const seconds = /\bs-maxage=(\d+)/.exec(directives) ?? /\bmax-age=(\d+)/.exec(directives);
  return seconds ? Number(seconds[1]) : 0;
};

/** The cache key: the path and query string, and the encoding the answer was sent in. */
export const cacheKeyOf = (req: IncomingMessage, encoding: string | undefined) =>
  `${encoding ?? 'identity'} ${req.url ?? '/'}`;

/** Keeps a `res`'s answer (one `writeHead`, one `end`, as the local gateway answers) for `keep`. */
const captured = (res: ServerResponse, keep: (answer: Omit<KeptAnswer, 'keptAt' | 'seconds'>) => void) => {
  const writeHead = res.writeHead as (code: number, head?: OutgoingHttpHeaders) => ServerResponse;
  const end = res.end as (body?: string | Buffer, encoding?: BufferEncoding) => ServerResponse;
  let status = 200;
  let headers: OutgoingHttpHeaders = {};
  res.writeHead = ((code: number, head?: OutgoingHttpHeaders) => {
    status = code;
    headers = head ?? {};
    return writeHead.call(res, code, head);
  }) as typeof res.writeHead;
  res.end = ((body?: string | Buffer, encoding?: BufferEncoding) => {
    const bytes =
      typeof body === 'string' ? Buffer.from(body, encoding ?? 'utf8') : (body ?? Buffer.alloc(0));
    keep({ status, headers: { ...res.getHeaders(), ...headers }, body: bytes });
    return end.call(res, body, encoding as BufferEncoding);
  }) as typeof res.end;
};

/**
 * A shared cache of at most `limit` answers (the oldest dropped first) in front of `handler`;
 * `encodingOf` tells the encoding a request's answer is sent in, part of its key.
 */
export const sharedCache = (
  handler: RequestListener,
  encodingOf: (req: IncomingMessage) => string | undefined,
  { limit = 500, now = () => Date.now() }: { limit?: number; now?: () => number } = {},
): RequestListener => {
  const kept = new Map<string, KeptAnswer>();
  return (req, res) => {
    const key = cacheKeyOf(req, encodingOf(req));
    const answer = kept.get(key);
    const age = answer ? Math.floor((now() - answer.keptAt) / 1000) : 0;
    if (answer && age < answer.seconds) {
      res.writeHead(answer.status, { ...answer.headers, age: String(age) });
      res.end(req.method === 'HEAD' ? undefined : answer.body);
      return;
    }
    kept.delete(key);
    removeRequestHeaders(req, visitorHeaders);
    captured(res, ({ status, headers, body }) => {
      const seconds = status === 200 ? sharedSeconds(String(headers['cache-control'] ?? '')) : 0;
      if (seconds === 0 || req.method !== 'GET') return;
      kept.set(key, { status, headers, body, keptAt: now(), seconds });
      if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    });
    handler(req, res);
  };
};
