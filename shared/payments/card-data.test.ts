import { describe, expect, it } from 'vitest';
import { containsCardData } from './card-data';

describe('card data in a request body: refused, never stored or logged', () => {
  it.each([
    ['the sandbox success card', '4444333322221111'],
    ['the sandbox declined card', '4000000000000002'],
    ['the sandbox 3-D Secure card', '4000000000003220'],
    ['a Visa of 13 digits', '4222222222222'],
    ['a Mastercard', '5555555555554444'],
    ['a Mastercard of the 2-series', '2223003122003222'],
    ['an American Express', '378282246310005'],
    ['a Discover', '6011111111111117'],
    ['a JCB', '3530111333300000'],
    ['a Diners Club of 14 digits', '36227206271667'],
    ['a Maestro', '6759649826438453'],
    ['a UnionPay', '6200000000000005'],
    ['a card number in groups of four', '4444 3333 2222 1111'],
    ['a card number with dashes', '4444-3333-2222-1111'],
    ['an American Express grouped 4-6-5', '3782 822463 10005'],
    ['a card number inside a text', 'Moja karta: 4444333322221111, proszę obciążyć'],
  ])('finds %s in a string value', (_, value) => {
    expect(containsCardData({ note: value })).toBe(true);
  });

  it('finds a card number sent as a JSON number', () => {
    expect(containsCardData({ number: 4444333322221111 })).toBe(true);
  });

  it('finds a card number at any depth, in arrays too', () => {
    expect(containsCardData({ a: [{ b: { c: ['x', { d: '5555555555554444' }] } }] })).toBe(true);
  });

  it('finds a card number in a raw text body', () => {
    expect(containsCardData('number=4444333322221111&cvc=123')).toBe(true);
  });

  it('finds a card number used as a field name', () => {
    expect(containsCardData({ '4444333322221111': true })).toBe(true);
  });

  it.each([
    ['cvc', '123'],
    ['CVV', '1234'],
    ['cvv2', 123],
    ['card_number', 'x'],
    ['cardNumber', '4444'],
    ['pan', '1'],
    ['securityCode', '000'],
    ['security-code', '999'],
  ])('finds the card field %s with a value', (key, value) => {
    expect(containsCardData({ payment: { [key]: value } })).toBe(true);
  });

  it.each([
    ['cvc', ''],
    ['cvc', null],
    ['securityCode', undefined],
  ])('leaves the card field %s alone when it holds nothing (%j)', (key, value) => {
    expect(containsCardData({ [key]: value })).toBe(false);
  });

  it.each([
    ['a number failing the Luhn check', '4444333322221112'],
    ['a Luhn-valid Open-licence authorization number', '123456789012347'],
    ['a Luhn-valid millisecond timestamp', 1732390000005],
    ['a Luhn-valid Polish bank account number', 'PL61 1090 1014 0000 0712 1981 2870'],
    ['the same account number without spaces', '61109010140000071219812870'],
    ['a phone number', '+48 600 100 200'],
    ['a tax number', '526-025-02-74'],
    ['a date and time', '2026-11-23T21:31:41.000Z'],
    ['a Luhn-valid number of 12 digits', '401288888886'],
    ['a Luhn-valid number of 20 digits', '44443333222211110000'],
    ['a Luhn-valid Visa-like number of a length Visa does not issue', '40128888888808'],
    ['the last four digits and an expiry', '1111 12/29'],
    ['a ULID', '01JD5X7Q9ZK3M4N5P6R7S8T9VW'],
    ['a BLIK code', '777123'],
    ['a hex signature holding a Luhn-valid Visa-like run', 'a94444333322221111f0e1'],
    ['a hex signature opening with such a run', '4444333322221111abcdef'],
    ['an amount in minor units', 1_999_900],
  ])('does not take %s for card data', (_, value) => {
    expect(containsCardData({ value })).toBe(false);
  });

  it('reads a body without card data as clean, whatever its shape', () => {
    for (const body of [
      undefined,
      null,
      '',
      'plain text',
      42,
      true,
      [],
      {},
      { email: 'a@b.pl', consent: true },
    ])
      expect(containsCardData(body)).toBe(false);
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let deep: unknown = '4444333322221111';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsCardData(deep)).toBe(true);
  });
});
