import { request } from 'node:http';

// Requests from many loopback addresses (127.0.0.2–127.0.0.254): the local gateway counts its per-IP
// limits by the socket's address, so tests about other limits, or an attacker with many addresses,
// send each request from another one.

let next = 0;

/** A POST of JSON from the next loopback address, answered as a fetch `Response`. */
export const postFromAnotherIp = (
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> => postFrom(`127.0.0.${2 + (next++ % 253)}`, url, body, headers);

/** A POST of JSON from one local address (e.g. to reach a per-IP limit), answered as a fetch `Response`. */
export const postFrom = (
  localAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> =>
  new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') headers.set(name, value);
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers }));
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
