import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { cookieOf, serverCookie } from '../../lib/http/cookies';
import { guestBasketTtlSeconds } from '../../lib/table/baskets';

// A guest's basket id lives only in this cookie: 128 random bits, base64url;
// HttpOnly, Secure, SameSite=Lax, sent to the orders API alone, kept as long as the basket item.

const name = 'basket';
const attributes = { path: '/api/orders', maxAgeSeconds: guestBasketTtlSeconds, sameSite: 'Lax' } as const;
const idFormat = /^[A-Za-z0-9_-]{22}$/;

/** The cookie's basket id; undefined without one or for a value no id has (never stored, never read). */
export const guestBasketIdOf = (event: APIGatewayProxyEventV2): string | undefined => {
  const id = cookieOf(event, name);
  return id !== undefined && idFormat.test(id) ? id : undefined;
};

export const newGuestBasketId = (): string => randomBytes(16).toString('base64url');

/** Sets (or renews for another 30 days) the guest's basket cookie. */
export const guestBasketCookie = (id: string): string => serverCookie(name, id, attributes);

/** Removes the cookie (after the guest's basket joined the account's). */
export const clearedGuestBasketCookie = serverCookie(name, '', { ...attributes, maxAgeSeconds: 0 });
