import { describe, expect, it } from 'vitest';
import { currencies } from '../locale';
import { paymentMethodIds, paymentMethods } from '../orders/payment-methods';
import { isOnlineMethod, onlineMethods, providerCurrencies, przelewy24Channels } from './online-methods';

describe('the methods paid through Przelewy24', () => {
  it('are 5 online transfer, 9 card, 13 BLIK, 14 Google Pay, 3 PayPal and 6 Sofort', () => {
    expect(paymentMethods.filter(isOnlineMethod).map((method) => paymentMethodIds[method])).toEqual([
      3, 5, 6, 9, 13, 14,
    ]);
  });

  it('lists nothing outside the currencies Przelewy24 takes: PLN, EUR, GBP, CZK', () => {
    expect(providerCurrencies).toEqual(['PLN', 'EUR', 'GBP', 'CZK']);
    for (const [method, route] of Object.entries(onlineMethods))
      for (const currency of route.currencies) expect(providerCurrencies, method).toContain(currency);
  });

  it('takes BLIK in złoty', () => {
    expect(onlineMethods.blik.currencies).toEqual(['PLN']);
  });

  it.each(currencies.filter((currency) => currency !== 'PLN'))('does not take BLIK in %s', (currency) => {
    expect(onlineMethods.blik.currencies).not.toContain(currency);
  });

  it('offers Sofort in no currency: the provider does not list it', () => {
    expect(onlineMethods.sofort.currencies).toEqual([]);
  });

  it.each([
    ['online', przelewy24Channels.transfers, undefined],
    ['card', przelewy24Channels.card, 241],
    ['blik', przelewy24Channels.blik, 154],
    ['googlePay', przelewy24Channels.cardsAndMobileWallets, 264],
    ['payPal', przelewy24Channels.wallets, 66],
  ] as const)('registers %s on channel %i with method %s', (method, channel, id) => {
    expect(onlineMethods[method].channel).toBe(channel);
    expect(onlineMethods[method].method).toBe(id);
  });

  it('uses the channel bits of the Przelewy24 register call', () => {
    expect(przelewy24Channels).toEqual({
      cardsAndMobileWallets: 1,
      transfers: 2,
      wallets: 256,
      card: 4096,
      blik: 8192,
    });
  });
});
