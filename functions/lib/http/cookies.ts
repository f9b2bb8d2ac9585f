import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Reply } from './reply';

// Cookies in API Gateway HTTP API (payload 2.0) shape: the request's `event.cookies` (`name=value`
// each), the reply's `cookies` (one Set-Cookie each). The local gateway emulator speaks the same.

/** The value of the request's cookie `name`, or undefined. */
export const cookieOf = (event: APIGatewayProxyEventV2, name: string): string | undefined => {
  for (const cookie of event.cookies ?? []) {
    const separator = cookie.indexOf('=');
    if (separator > 0 && cookie.slice(0, separator).trim() === name)
      return cookie.slice(separator + 1).trim();
  }
  return undefined;
};

export interface CookieAttributes {
  path: string;
  maxAgeSeconds: number;
  sameSite: 'Strict' | 'Lax';
}

/** A Set-Cookie value the browser's scripts cannot read, sent over HTTPS only. */
export const serverCookie = (
  name: string,
  value: string,
  { path, maxAgeSeconds, sameSite }: CookieAttributes,
) => `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=${path}; HttpOnly; Secure; SameSite=${sameSite}`;

/** The reply with the cookies set. */
export const withCookies = (reply: Reply, cookies: readonly string[]): Reply => ({
  ...reply,
  cookies: [...(reply.cookies ?? []), ...cookies],
});
