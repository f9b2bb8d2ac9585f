import type * as z from 'zod/mini';
import { allegroErrorsSchema, oauthErrorSchema } from './allegro-contract';
import { AllegroError, type AllegroFailure } from './port';

// One way of calling Allegro for both adapters (the authority's OAuth endpoints and the REST API): a
// 429 waits Retry-After (bounded) and tries again; a 5xx, a time-out or no answer backs off (250 ms,
// 500 ms, …) and tries again, except for a POST, which Allegro may have acted on (only its 429 is
// tried again); what still fails is an AllegroError. An answer is read against the contract, and a
// refusal becomes the port's failure with Allegro's own messages.

export interface AllegroHttpOptions {
  /** Per attempt (Allegro answers within a second or two). */
  timeoutMs?: number;
  /** Tries of one call in all. */
  attempts?: number;
  /** The longest `Retry-After` waited before a retry. */
  maxRetryAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** What one attempt sends: asked again for each (a fresh access token, say). */
interface AllegroRequest {
  headers: Record<string, string>;
  body?: string;
}

const retryAfterMs = (response: Response, maxMs: number) => {
  const seconds = Number(response.headers.get('retry-after') ?? '1');
  return Math.min(maxMs, (Number.isFinite(seconds) && seconds >= 0 ? seconds : 1) * 1000);
};

/** Sends a call with the retries above; any answer but a 429 or a 5xx is the caller's to read. */
export const allegroSender = (options: AllegroHttpOptions = {}) => {
  const attempts = options.attempts ?? 3;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));

  return async (method: string, url: string, request: () => Promise<AllegroRequest>): Promise<Response> => {
    const call = `${method} ${new URL(url).pathname}`;
    const repeatable = method !== 'POST';
    let last = new AllegroError('unavailable', `Allegro did not answer ${call}`);
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (attempt > 0 && last.failure === 'unavailable') await sleep(250 * 2 ** (attempt - 1));
      const { headers, body } = await request();
      let response: Response;
      try {
        response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        last = new AllegroError('unavailable', `no answer from Allegro to ${call}: ${String(error)}`);
        if (repeatable) continue;
        break;
      }
      if (response.status === 429) {
        last = new AllegroError('throttled', `Allegro throttled ${call}`);
        await response.body?.cancel();
        if (attempt < attempts - 1) await sleep(retryAfterMs(response, maxRetryAfterMs));
        continue;
      }
      if (response.status >= 500) {
        last = new AllegroError('unavailable', `Allegro answered ${response.status} to ${call}`);
        await response.body?.cancel();
        if (repeatable) continue;
        break;
      }
      return response;
    }
    throw last;
  };
};

const failureByStatus: Record<number, AllegroFailure> = {
  401: 'unauthorised',
  404: 'not_found',
  409: 'conflict',
};

/** A refusal as the port's failure, with Allegro's `errors[]` messages (or OAuth's description). */
export const failureOf = async (response: Response): Promise<AllegroError> => {
  const body: unknown = await response.json().catch(() => undefined);
  const errors = allegroErrorsSchema.safeParse(body);
  const oauth = oauthErrorSchema.safeParse(body);
  const message = errors.success
    ? errors.data.errors.map((error) => error.message).join('; ')
    : oauth.success
      ? (oauth.data.error_description ?? oauth.data.error)
      : `Allegro answered ${response.status}`;
  return new AllegroError(failureByStatus[response.status] ?? 'invalid_request', message);
};

/** A 2xx answer's body read against the contract; one that breaks it is `unavailable` (not ours to fix). */
export const answerOf = async <T>(response: Response, schema: z.ZodMiniType<T>, what: string): Promise<T> => {
  const answer = schema.safeParse(await response.json().catch(() => undefined));
  if (!answer.success)
    throw new AllegroError('unavailable', `Allegro's answer (${what}) breaks the contract`);
  return answer.data;
};
