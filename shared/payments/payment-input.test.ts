import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation';
import { startPaymentInput } from './payment-input';

const fieldsOf = (input: unknown) => {
  const parsed = startPaymentInput.safeParse(input);
  return parsed.success ? [] : toFieldErrors(parsed.error, input);
};

describe('the input that starts a payment', () => {
  it.each([
    { method: 'online' },
    { method: 'card', rememberCard: true },
    { method: 'blik', blikCode: '777123' },
    { method: 'googlePay', googlePayToken: 'eyJzaWduYXR1cmUiOiJNRVlDSVFEIn0=' },
    { method: 'payPal' },
  ])('takes %j', (input) => {
    expect(startPaymentInput.safeParse(input).success).toBe(true);
  });

  it.each(['12345', '1234567', '12345a', ' 777123', '777 123', ''])(
    'refuses the BLIK code %j (not 6 digits) on its field',
    (blikCode) => {
      expect(fieldsOf({ method: 'blik', blikCode })).toEqual([
        { path: 'blikCode', message: 'blik_code_invalid' },
      ]);
    },
  );

  it('refuses a BLIK code sent as a number on its field', () => {
    expect(fieldsOf({ method: 'blik', blikCode: 777123 })).toEqual([
      { path: 'blikCode', message: 'blik_code_invalid' },
    ]);
  });

  it('requires the BLIK code with BLIK (spec section 5)', () => {
    expect(fieldsOf({ method: 'blik' })).toEqual([{ path: 'blikCode', message: 'required' }]);
  });

  it('takes Google Pay without a token: the buyer picks it on the provider page', () => {
    expect(startPaymentInput.safeParse({ method: 'googlePay' }).success).toBe(true);
  });

  it.each([
    [{ method: 'online', blikCode: '777123' }, 'blikCode'],
    [{ method: 'card', googlePayToken: 'abc' }, 'googlePayToken'],
    [{ method: 'blik', blikCode: '777123', rememberCard: true }, 'rememberCard'],
  ])('refuses %j: %s belongs to another method', (input, path) => {
    expect(fieldsOf(input)).toEqual([{ path, message: 'invalid_value' }]);
  });

  it.each([
    ['cardNumber', '4444333322221111'],
    ['amount', 100],
    ['currency', 'PLN'],
  ])(
    'refuses the unknown field %s: the server decides the amount, the card is typed at the provider',
    (key, value) => {
      expect(fieldsOf({ method: 'card', [key]: value })).toEqual([{ path: key, message: 'unknown_field' }]);
    },
  );

  it.each(['transfer', 'cashOnDelivery', 'bitcoin'])('refuses the method %s, not paid online', (method) => {
    expect(fieldsOf({ method })).toEqual([{ path: 'method', message: 'invalid_value' }]);
  });
});
