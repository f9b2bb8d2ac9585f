import { setTimeout as realSleep } from 'node:timers/promises';
import * as z from 'zod/mini';
import { type GraphErrorBody, graphErrorSchema, pageSchema } from './graph-contract';
import { GraphError } from './graph-error';
import type { TokenSource } from './graph-tokens';

// Calls to Graph v1.0 in a customer's tenant: the tenant's app token as bearer, JSON both ways, every
// answer checked against its schema. A 429 is waited out for its `Retry-After`, cut to a few seconds
// (a Lambda behind a 10 s route cannot wait longer; `throttled` carries the wait Graph asked for, for
// the caller to say when to try again), and retried up to 3 times, then `throttled`; no
// answer, a timeout or a 5xx is `unavailable`; any other refusal is told apart by Graph's code,
// message and details (graph-error.ts). Collections are read whole, page by page.

export interface GraphHttpOptions {
  /** `https://graph.microsoft.com`, or the simulator's base. */
  endpoint: string;
  token: TokenSource;
  timeoutMs: number;
  /** The longest wait before one retry of a 429, in seconds. */
  maxRetryWaitSeconds: number;
  /** How a retry waits (a test counts the waits instead of taking them). */
  sleep?: (ms: number) => Promise<unknown>;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const maxRetries = 3;

const conflictOn = (body: GraphErrorBody, target: string) =>
  body.error.details?.some((detail) => detail.code === 'ObjectConflict' && detail.target === target) ?? false;

/** What a refusal means for the port; Graph answers most of them as 400 `Request_BadRequest`. */
const failureOf = (status: number, body: GraphErrorBody | undefined, call: string): GraphError => {
  const graphCode = body?.error.code;
  const message = body?.error.message ?? `Graph answered ${status} to ${call}`;
  const details = { status, ...(graphCode ? { graphCode } : {}) };
  if (status >= 500) return new GraphError('unavailable', message, details);
  if (status === 401 || status === 403) return new GraphError('unauthorized', message, details);
  if (status === 404) return new GraphError('not_found', message, details);
  if (body && (conflictOn(body, 'userPrincipalName') || /userPrincipalName already exists/i.test(message)))
    return new GraphError('user_exists', message, details);
  if (/invalid usage location/i.test(message))
    return new GraphError('usage_location_required', message, details);
  if (/does not have any available licenses/i.test(message))
    return new GraphError('not_enough_licences', message, details);
  // Not the "domain portion of the userPrincipalName property is invalid" of an unverified domain.
  if (/^Property userPrincipalName is invalid/i.test(message))
    return new GraphError('invalid_alias', message, details);
  return new GraphError('invalid_request', message, details);
};

const retryAfterOf = (response: Response) => {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
};

export const graphHttp = ({
  endpoint,
  token,
  timeoutMs,
  maxRetryWaitSeconds,
  sleep = realSleep,
}: GraphHttpOptions) => {
  const root = `${endpoint}/v1.0`;

  /** `target` is a path under `/v1.0` or a next-page link Graph gave. */
  const send = async (
    tenantId: string,
    method: Method,
    target: string,
    body?: unknown,
  ): Promise<Response> => {
    const url = target.startsWith('/') ? `${root}${target}` : target;
    const call = `${method} ${url.slice(root.length)}`;
    for (let attempt = 0; ; attempt += 1) {
      const bearer = await token(tenantId);
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${bearer}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new GraphError('unavailable', `Graph did not answer ${call}: ${(error as Error).message}`);
      }
      if (response.ok) return response;
      const refusal = graphErrorSchema.safeParse(await response.json().catch(() => undefined));
      const failure = failureOf(response.status, refusal.success ? refusal.data : undefined, call);
      if (response.status !== 429) throw failure;
      const asked = retryAfterOf(response);
      if (attempt === maxRetries)
        throw new GraphError('throttled', failure.message, {
          ...failure.details,
          ...(asked === undefined ? {} : { retryAfterSeconds: asked }),
        });
      await sleep(Math.min(asked ?? 2 ** attempt, maxRetryWaitSeconds) * 1000);
    }
  };

  const parsed = async <S extends z.ZodMiniType>(
    schema: S,
    response: Response,
    call: string,
  ): Promise<z.infer<S>> => {
    const answer = schema.safeParse(await response.json().catch(() => undefined));
    if (!answer.success)
      throw new GraphError(
        'unavailable',
        `Graph's answer to ${call} is off the contract: ${z.prettifyError(answer.error)}`,
      );
    return answer.data;
  };

  return {
    /** A call answered with one JSON object. */
    json: async <S extends z.ZodMiniType>(
      schema: S,
      tenantId: string,
      method: Method,
      path: string,
      body?: unknown,
    ): Promise<z.infer<S>> => parsed(schema, await send(tenantId, method, path, body), `${method} ${path}`),

    /** A call answered with 204 No Content. */
    none: async (tenantId: string, method: Method, path: string, body?: unknown): Promise<void> => {
      await (await send(tenantId, method, path, body)).arrayBuffer();
    },

    /** Every item of a collection, following `@odata.nextLink` while it stays on Graph's endpoint. */
    all: async <S extends z.ZodMiniType>(item: S, tenantId: string, path: string): Promise<z.infer<S>[]> => {
      const items: z.infer<S>[] = [];
      const schema = pageSchema(item);
      for (let next: string | undefined = path; next !== undefined; ) {
        const page: { value: z.infer<S>[]; '@odata.nextLink'?: string | undefined } = await parsed(
          schema,
          await send(tenantId, 'GET', next),
          `GET ${path}`,
        );
        items.push(...page.value);
        next = page['@odata.nextLink'];
        // The bearer token goes nowhere but Graph.
        if (next !== undefined && !next.startsWith(`${root}/`))
          throw new GraphError('unavailable', `Graph's next page of ${path} is not on ${endpoint}`);
      }
      return items;
    },
  };
};

/** `$filter=<property> eq '<value>'`, the value quoted as OData wants (a `'` doubled). */
export const filterEq = (property: string, value: string) =>
  `$filter=${encodeURIComponent(`${property} eq '${value.replaceAll("'", "''")}'`)}`;
