import type { Runtime } from '#infra/local/runtime';
import { type ApiAnswer, apiCall } from './api-call';

// A shop API call as the basket, order and payment tests send it: the basket cookie, a customer's
// bearer token and an Idempotency-Key, each when given.

export interface ShopCall {
  body?: unknown;
  /** The guest basket cookie's value. */
  cookie?: string;
  /** A customer's access token. */
  token?: string;
  /** The `Idempotency-Key` header. */
  key?: string;
}

export const shopCall = (runtime: Runtime, method: string, path: string, options: ShopCall = {}) =>
  apiCall(runtime, method, path, {
    ...(options.body === undefined ? {} : { body: options.body }),
    headers: {
      ...(options.cookie ? { cookie: `basket=${options.cookie}` } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
  });

/** The guest basket cookie an answer sets. */
export const basketCookieOf = (answer: ApiAnswer) =>
  answer.setCookies[0]?.match(/^basket=([^;]*)/)?.[1] ?? '';
