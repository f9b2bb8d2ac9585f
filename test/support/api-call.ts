import { request } from 'node:http';
import type { Runtime } from '#infra/local/runtime';

// One request through the local gateway with node:http, from the next loopback address (the gateway
// counts its per-IP limits by the socket's address), answering status, JSON body and cookies set.

export interface ApiCall {
  body?: unknown;
  headers?: Record<string, string>;
  /** The sending loopback address, when a test counts per-IP limits itself (default: the next one). */
  localAddress?: string;
}

export interface ApiAnswer {
  status: number;
  /** The JSON body, typed as fetch's `json()` types it. */
  body: Awaited<ReturnType<Response['json']>>;
  setCookies: string[];
  headers: Record<string, string | string[] | undefined>;
}

let next = 0;

export const apiCall = (
  runtime: Runtime,
  method: string,
  path: string,
  { body, headers = {}, localAddress = `127.0.0.${2 + (next++ % 253)}` }: ApiCall = {},
) =>
  new Promise<ApiAnswer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${runtime.siteUrl}${path}`,
      {
        method,
        localAddress,
        headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
            setCookies: res.headers['set-cookie'] ?? [],
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
