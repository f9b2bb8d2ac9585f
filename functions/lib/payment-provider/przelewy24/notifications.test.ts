import { describe, expect, it } from 'vitest';
import { parsePaymentNotification, parseRefundNotification } from './notifications';
import { p24Sign, type SignedValues, type SignKind } from './sign';

// A notification settles a payment, so only one with the documented shape, our merchant and a sign
// made with our CRC key is believed; anything else is refused with the reason the caller logs.

const account = { merchantId: 123456, posId: 123456, crc: 'local-crc-0123456789abcdef' };

const withSign = <K extends SignKind>(kind: K, fields: SignedValues<K>, crc: string) => ({
  ...fields,
  sign: p24Sign(kind, fields, crc),
});

const paymentFields = {
  merchantId: 123456,
  posId: 123456,
  sessionId: 'Zr4t1Xb2_session',
  amount: 12_345,
  originAmount: 12_345,
  currency: 'PLN',
  orderId: 300_001,
  methodId: 154,
  statement: 'p24-A1-B2-C3',
};
const signed = (fields: typeof paymentFields, crc = account.crc) => withSign('notification', fields, crc);

const refundFields = {
  orderId: 300_001,
  sessionId: 'Zr4t1Xb2_session',
  merchantId: 123456,
  requestId: 'refund-1',
  refundsUuid: 'uuid-1',
  amount: 2_000,
  currency: 'PLN',
  timestamp: 1_760_000_000,
  status: 0,
};
const signedRefund = (fields: typeof refundFields, crc = account.crc) =>
  withSign('refundNotification', fields, crc);

describe('payment notification', () => {
  it('a signed notification of our merchant is read into the port shape', () => {
    expect(parsePaymentNotification(account, signed(paymentFields))).toEqual({
      ok: true,
      notification: {
        sessionId: 'Zr4t1Xb2_session',
        providerOrderId: 300_001,
        amount: 12_345,
        originAmount: 12_345,
        currency: 'PLN',
        methodId: 154,
        statement: 'p24-A1-B2-C3',
      },
    });
  });

  it.each([
    ['signed with another CRC key', signed(paymentFields, 'someone-else')],
    ['an amount changed after signing', { ...signed(paymentFields), amount: 1 }],
    ['a currency changed after signing', { ...signed(paymentFields), currency: 'EUR' }],
    ['another merchant, signed with our key', signed({ ...paymentFields, merchantId: 654321 })],
    ['another POS, signed with our key', signed({ ...paymentFields, posId: 654321 })],
  ])('%s → bad_signature', (_, body) => {
    expect(parsePaymentNotification(account, body)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it.each([
    ['no body', undefined],
    ['a text', 'merchantId=123456'],
    ['no sign', paymentFields],
    ['the amount as text', { ...signed(paymentFields), amount: '12345' }],
    ['a fractional amount', { ...signed(paymentFields), amount: 123.45 }],
    ['a currency Przelewy24 does not take', { ...signed(paymentFields), currency: 'USD' }],
    ['no session id', { ...signed(paymentFields), sessionId: '' }],
    ['a sign that is no SHA-384', { ...paymentFields, sign: 'abc' }],
  ])('%s → malformed', (_, body) => {
    expect(parsePaymentNotification(account, body)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('refund notification', () => {
  it('a signed refund notification is read into the port shape', () => {
    expect(parseRefundNotification(account, signedRefund(refundFields))).toEqual({
      ok: true,
      notification: {
        requestId: 'refund-1',
        refundsUuid: 'uuid-1',
        sessionId: 'Zr4t1Xb2_session',
        providerOrderId: 300_001,
        amount: 2_000,
        currency: 'PLN',
        status: 0,
      },
    });
  });

  it.each([
    ['signed with another CRC key', signedRefund(refundFields, 'someone-else')],
    [
      'rejected turned completed after signing',
      { ...signedRefund({ ...refundFields, status: 1 }), status: 0 },
    ],
    ['another merchant', signedRefund({ ...refundFields, merchantId: 654321 })],
  ])('%s → bad_signature', (_, body) => {
    expect(parseRefundNotification(account, body)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it.each([
    ['a status other than 0 or 1', signedRefund({ ...refundFields, status: 2 })],
    ['the order id as text', { ...signedRefund(refundFields), orderId: '300001' }],
    ['no request id', { ...signedRefund(refundFields), requestId: undefined }],
  ])('%s → malformed', (_, body) => {
    expect(parseRefundNotification(account, body)).toEqual({ ok: false, reason: 'malformed' });
  });
});
