import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { p24Sign } from './sign';

// Przelewy24's documentation gives each sign as SHA-384 of a JSON text of named fields in a fixed
// order with the CRC key last (its Python examples write that text out); our sign must equal it.

const sha384 = (text: string) => createHash('sha384').update(text).digest('hex');

describe('Przelewy24 signs', () => {
  it('register: the documented {"sessionId","merchantId","amount","currency","crc"} text', () => {
    const documented =
      '{"sessionId":"sessionId","merchantId":999999,"amount":1000,"currency":"PLN","crc":"crc"}';
    expect(
      p24Sign(
        'register',
        { sessionId: 'sessionId', merchantId: 999999, amount: 1000, currency: 'PLN' },
        'crc',
      ),
    ).toBe(sha384(documented));
  });

  it('verify: the documented {"sessionId","orderId","amount","currency","crc"} text, whatever order the values come in', () => {
    const documented =
      '{"sessionId":"sessionId","orderId":999999,"amount":1000,"currency":"PLN","crc":"crc"}';
    expect(
      p24Sign('verify', { currency: 'PLN', amount: 1000, orderId: 999999, sessionId: 'sessionId' }, 'crc'),
    ).toBe(sha384(documented));
  });

  it('notification: its nine fields in order, Unicode and slashes written unescaped', () => {
    const documented =
      '{"merchantId":123456,"posId":123456,"sessionId":"a/b","amount":12345,"originAmount":12345,"currency":"PLN","orderId":3001,"methodId":154,"statement":"p24-Zamówienie/1","crc":"klucz"}';
    const values = {
      merchantId: 123456,
      posId: 123456,
      sessionId: 'a/b',
      amount: 12345,
      originAmount: 12345,
      currency: 'PLN',
      orderId: 3001,
      methodId: 154,
      statement: 'p24-Zamówienie/1',
    };
    expect(p24Sign('notification', values, 'klucz')).toBe(sha384(documented));
  });

  it('refund notification: orderId, sessionId, refundsUuid, merchantId, amount, currency, status, crc', () => {
    const documented =
      '{"orderId":3001,"sessionId":"s1","refundsUuid":"u1","merchantId":123456,"amount":500,"currency":"EUR","status":0,"crc":"klucz"}';
    const values = {
      status: 0,
      currency: 'EUR',
      amount: 500,
      merchantId: 123456,
      refundsUuid: 'u1',
      sessionId: 's1',
      orderId: 3001,
    };
    expect(p24Sign('refundNotification', values, 'klucz')).toBe(sha384(documented));
  });

  it('another CRC key gives another sign', () => {
    const values = { sessionId: 's', merchantId: 1, amount: 1, currency: 'PLN' };
    expect(p24Sign('register', values, 'one')).not.toBe(p24Sign('register', values, 'two'));
  });
});
