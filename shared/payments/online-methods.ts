import type { Currency } from '../locale';

// The shop's payment methods that are paid through the payment provider, Przelewy24,
// and how each is asked for at registration: the `channel` bitmask of its transaction/register call
// (guide/payments.md 2.1) and, where one method of the channel is meant, its method id.
//
// Method ids are those of Przelewy24's method list (154 BLIK, 241 card, 264 Google Pay, 66 PayPal as
// listed in the `PaymentMethod` enum of the ingameltd/node-przelewy24 client, read from merchant
// accounts); the list is per account, so an account with other ids changes them here.
//
// Przelewy24 takes PLN, EUR, GBP and CZK. Our decision per method: transfer, card and Google Pay in
// all four; BLIK in złoty only (BLIK is PLN only, guide/payments.md 2.3); PayPal in all four (PayPal
// settles each of them and Przelewy24 lists it as method 66); Sofort in none: Przelewy24's method list
// has no Sofort, so the shop does not offer it (shared/orders/README.md says so).

export const providerCurrencies = ['PLN', 'EUR', 'GBP', 'CZK'] as const satisfies readonly Currency[];

export const onlineMethodNames = ['online', 'card', 'blik', 'googlePay', 'payPal', 'sofort'] as const;
/** The shop's payment method names (shared/orders/payment-methods.ts) of the online methods. */
export type OnlineMethod = (typeof onlineMethodNames)[number];

interface ProviderRoute {
  /** Przelewy24's `channel` bitmask. */
  channel: number;
  /** Przelewy24's `method` id, when the payment is meant for that one method. */
  method?: number;
  /** The currencies Przelewy24 lists the method for; none means the shop does not offer it. */
  currencies: readonly Currency[];
}

/** The `channel` bits of guide/payments.md 2.1 the shop uses. */
export const przelewy24Channels = {
  cardsAndMobileWallets: 1,
  transfers: 2,
  wallets: 256,
  card: 4096,
  blik: 8192,
} as const;

export const onlineMethods: Record<OnlineMethod, ProviderRoute> = {
  online: { channel: przelewy24Channels.transfers, currencies: providerCurrencies },
  card: { channel: przelewy24Channels.card, method: 241, currencies: providerCurrencies },
  blik: { channel: przelewy24Channels.blik, method: 154, currencies: ['PLN'] },
  googlePay: {
    channel: przelewy24Channels.cardsAndMobileWallets,
    method: 264,
    currencies: providerCurrencies,
  },
  payPal: { channel: przelewy24Channels.wallets, method: 66, currencies: providerCurrencies },
  sofort: { channel: przelewy24Channels.transfers, currencies: [] },
};

export const isOnlineMethod = (method: string): method is OnlineMethod =>
  (onlineMethodNames as readonly string[]).includes(method);
