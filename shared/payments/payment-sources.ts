import type { Currency } from '../locale';
import type { PaymentMethod } from '../orders/payment-methods';
import { isOnlineMethod } from './online-methods';

// Payment sources of spec section 3: where a booked payment came from, shown in the payment history.
// The spec gives two readings of the ids, 1–25 with 1021, 1022, 1026 and 1027, and 1–28 with
// 1021–1028, and the kinds they cover (transfer, foreign transfer, PayPal, PayU, Ceneo, Allegro,
// Przelewy24, bank accounts in PLN/EUR/GBP/USD, compensation, factoring, Sofort, German accounts,
// card, balancing, BLIK, Google Pay), not which id is which. Our one mapping, an assumption written
// here: the readings agree on every id they share; the second is the finer one, its extra ids naming
// the instrument of a provider payment (26 BLIK, 27 Google Pay, 28 card) and a German account (1023),
// which the first reading books as Przelewy24 (7) and the EUR account (1022). The shop records the
// second reading's source; `sourceIdIn` gives a record's id in either. Ids neither reading's kinds
// name (13–25, 1024, 1025, 1028) are not used.

export const paymentSourceIds = {
  transfer: 1,
  foreignTransfer: 2,
  payPal: 3,
  payU: 4,
  ceneo: 5,
  allegro: 6,
  przelewy24: 7,
  compensation: 8,
  factoring: 9,
  sofort: 10,
  balancing: 11,
  cashOnDelivery: 12,
  blik: 26,
  googlePay: 27,
  card: 28,
  accountPln: 1021,
  accountEur: 1022,
  germanAccountEur: 1023,
  accountGbp: 1026,
  accountUsd: 1027,
} as const;
export type PaymentSource = keyof typeof paymentSourceIds;

export type SourceReading = 'first' | 'second';

/** The sources only the second reading has, as the first one books them. */
const firstReadingOf: Partial<Record<PaymentSource, PaymentSource>> = {
  blik: 'przelewy24',
  googlePay: 'przelewy24',
  card: 'przelewy24',
  germanAccountEur: 'accountEur',
};

/** A source's id in a reading. */
export const sourceIdIn = (source: PaymentSource, reading: SourceReading): number =>
  paymentSourceIds[reading === 'first' ? (firstReadingOf[source] ?? source) : source];

/** The shop's bank account per currency; a transfer in another currency is a foreign transfer. */
const accountOf: Partial<Record<Currency, PaymentSource>> = {
  PLN: 'accountPln',
  EUR: 'accountEur',
  GBP: 'accountGbp',
  USD: 'accountUsd',
};

/** The methods that book money (a free trial books none). */
export type BookedMethod = Exclude<PaymentMethod, 'freeTrial'>;

/** Where the provider's payment by an online method came from, in the second reading. */
const providerSourceOf = {
  online: 'przelewy24',
  card: 'card',
  blik: 'blik',
  googlePay: 'googlePay',
  payPal: 'payPal',
  sofort: 'sofort',
} as const satisfies Record<string, PaymentSource>;

/**
 * The source of a payment by a shop method in a currency (second reading): a method paid through
 * Przelewy24 by its instrument; cash on delivery as such; a marketplace sale as Allegro, the shop's one
 * marketplace, which pays it out; everything paid into our account (transfer,
 * deferred payment, the financing partner of credit and leasing, an availability confirmation paid
 * after staff confirm) as the currency's bank account.
 */
export const paymentSourceOf = (method: BookedMethod, currency: Currency): PaymentSource => {
  if (isOnlineMethod(method)) return providerSourceOf[method];
  if (method === 'cashOnDelivery') return 'cashOnDelivery';
  if (method === 'marketplace') return 'allegro';
  return accountOf[currency] ?? 'foreignTransfer';
};
