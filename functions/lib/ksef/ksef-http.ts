import { setTimeout as sleep } from 'node:timers/promises';

// Calls to KSeF API 2.0 (limity/limity-api.md): a 429 is waited out for its `Retry-After` seconds and
// retried, a few times with the wait doubling when the header is missing; KSeF not answering, a 5xx or
// limits that do not lift are `KsefUnavailableError` (the caller goes offline, tryby-offline.md); any
// other refusal is `KsefRequestError` with the problem details KSeF answered.

/** KSeF cannot take the request now: the invoice is issued offline and sent later. */
export class KsefUnavailableError extends Error {
  override name = 'KsefUnavailableError';
}

/** KSeF refused the request itself (4xx other than 429). */
export class KsefRequestError extends Error {
  override name = 'KsefRequestError';
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`KSeF answered ${status}: ${body.slice(0, 500)}`);
  }
}

export interface KsefHttpOptions {
  endpoint: string;
  /** How many 429s in a row are waited out before KSeF counts as unavailable. */
  maxRetries?: number;
  /** The longest wait a 429 may ask for, in seconds; a longer block counts as unavailable. */
  maxWaitSeconds?: number;
}

interface Call {
  bearer?: string;
  body?: unknown;
  /** The status codes that mean success (201, 202, 204 where the API answers them). */
  expect: number[];
}

export type KsefHttp = ReturnType<typeof ksefHttp>;

export const ksefHttp = ({ endpoint, maxRetries = 4, maxWaitSeconds = 60 }: KsefHttpOptions) => {
  const send = async (method: 'GET' | 'POST', path: string, call: Call): Promise<Response> => {
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(`${endpoint}${path}`, {
          method,
          headers: {
            accept: 'application/json, application/xml',
            'x-error-format': 'problem-details',
            ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(call.bearer ? { authorization: `Bearer ${call.bearer}` } : {}),
          },
          ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new KsefUnavailableError(`KSeF did not answer ${method} ${path}: ${(error as Error).message}`);
      }
      if (call.expect.includes(response.status)) return response;
      const text = await response.text();
      if (response.status === 429) {
        const asked = Number(response.headers.get('retry-after'));
        const seconds = Number.isFinite(asked) && asked >= 0 ? asked : 2 ** attempt;
        if (attempt >= maxRetries || seconds > maxWaitSeconds)
          throw new KsefUnavailableError(`KSeF kept refusing ${method} ${path} with 429`);
        await sleep(seconds * 1000);
        continue;
      }
      if (response.status >= 500)
        throw new KsefUnavailableError(`KSeF answered ${response.status} to ${method} ${path}`);
      throw new KsefRequestError(response.status, text);
    }
  };
  return {
    json: async <T>(method: 'GET' | 'POST', path: string, call: Call): Promise<T> =>
      (await (await send(method, path, call)).json()) as T,
    text: async (method: 'GET' | 'POST', path: string, call: Call): Promise<string> =>
      (await send(method, path, call)).text(),
    none: async (method: 'GET' | 'POST', path: string, call: Call): Promise<void> => {
      await (await send(method, path, call)).arrayBuffer();
    },
  };
};
