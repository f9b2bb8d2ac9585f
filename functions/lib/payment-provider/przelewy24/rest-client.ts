import type * as z from 'zod/mini';
import { przelewy24ErrorSchema } from '#shared/payments/przelewy24';
import { ProviderError } from '../provider-error';

// Calls of Przelewy24's REST API v1 (`{endpoint}/api/v1…`): Basic auth with posId:apiKey, JSON both
// ways, a time limit per attempt, and retries only for the calls that may safely run twice (reads and
// the verify PUT); a register, charge or refund that timed out is never sent again, as the provider
// may have taken the first one. Errors become ProviderError with Przelewy24's code and text.

export interface RestClientOptions {
  endpoint: string;
  posId: number;
  apiKey: string;
  /** Per attempt; the payments function has 10 s in all. */
  timeoutMs?: number;
  /** Attempts of an idempotent call (first included). */
  attempts?: number;
  /** Wait before the second attempt, doubled for each next one. */
  backoffMs?: number;
}

type Method = 'GET' | 'POST' | 'PUT';
const idempotent = (method: Method) => method !== 'POST';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const errorOf = (status: number, body: unknown): ProviderError => {
  const refused = przelewy24ErrorSchema.safeParse(body);
  if (!refused.success) return new ProviderError(status, `Przelewy24 answered ${status}`, status);
  const { error, code } = refused.data;
  const message =
    typeof error === 'string'
      ? error
      : error
          .map((item) => item.message ?? '')
          .filter(Boolean)
          .join('; ');
  return new ProviderError(code ?? status, message || `Przelewy24 answered ${status}`, status);
};

export const przelewy24RestClient = (options: RestClientOptions) => {
  const { endpoint, timeoutMs = 4_000, attempts = 3, backoffMs = 100 } = options;
  const authorization = `Basic ${Buffer.from(`${options.posId}:${options.apiKey}`).toString('base64')}`;

  const once = async (
    method: Method,
    path: string,
    body: unknown,
  ): Promise<{ status: number; json: unknown }> => {
    let response: Response;
    try {
      response = await fetch(`${endpoint}/api/v1${path}`, {
        method,
        headers: { authorization, accept: 'application/json', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ProviderError(timedOut ? 'timeout' : 'network', `Przelewy24 ${method} ${path} got no answer`);
    }
    const text = await response.text();
    try {
      return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined };
    } catch {
      throw new ProviderError(
        'unreadable_answer',
        `Przelewy24 answered ${response.status} with no JSON`,
        response.status,
      );
    }
  };

  /** The answer's body read by `schema`; a refusal or an unreadable answer throws ProviderError. */
  const call = async <S extends z.ZodMiniType>(
    method: Method,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.infer<S>> => {
    const tries = idempotent(method) ? attempts : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        const { status, json } = await once(method, path, body);
        if (status < 200 || status >= 300) throw errorOf(status, json);
        const parsed = schema.safeParse(json);
        if (!parsed.success)
          throw new ProviderError('unreadable_answer', `Przelewy24 ${path}: unexpected answer`, status);
        return parsed.data;
      } catch (error) {
        if (!(error instanceof ProviderError) || !error.transient || attempt >= tries) throw error;
        await sleep(backoffMs * 2 ** (attempt - 1));
      }
    }
  };

  return { call };
};
export type Przelewy24RestClient = ReturnType<typeof przelewy24RestClient>;
