import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  clearedGuestBasketCookie,
  guestBasketCookie,
  guestBasketIdOf,
  newGuestBasketId,
} from './guest-basket-cookie';

const eventWith = (cookies?: string[]) => ({ cookies }) as unknown as APIGatewayProxyEventV2;

describe('the guest basket cookie', () => {
  it('hands out ids of 128 random bits in base64url, never the same twice', () => {
    const ids = Array.from({ length: 100 }, newGuestBasketId);
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    expect(new Set(ids).size).toBe(100);
  });

  it('is HttpOnly, Secure, SameSite=Lax, for the orders API, 30 days; cleared with Max-Age=0', () => {
    expect(guestBasketCookie('AAAAAAAAAAAAAAAAAAAAAA')).toBe(
      'basket=AAAAAAAAAAAAAAAAAAAAAA; Max-Age=2592000; Path=/api/orders; HttpOnly; Secure; SameSite=Lax',
    );
    expect(clearedGuestBasketCookie).toBe(
      'basket=; Max-Age=0; Path=/api/orders; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it('reads the id among other cookies', () => {
    const id = newGuestBasketId();
    expect(guestBasketIdOf(eventWith(['theme=dark', `basket=${id}`]))).toBe(id);
    expect(guestBasketIdOf(eventWith(['mybasket=AAAAAAAAAAAAAAAAAAAAAA']))).toBeUndefined();
    expect(guestBasketIdOf(eventWith())).toBeUndefined();
  });

  it.each(['', 'short', 'AAAAAAAAAAAAAAAAAAAAAAA', 'AAAAAAAAAAAAAAAAAAAA/+', '../../CLIENT#x'])(
    'ignores a value no id has: %j',
    (value) => {
      expect(guestBasketIdOf(eventWith([`basket=${value}`]))).toBeUndefined();
    },
  );
});
