import type { ProductKind } from '../catalogue/product';
import { type AccountTypeId, isBusinessGroup } from '../identity/account-types';
import type { Currency } from '../locale';
import { type OnlineMethod, onlineMethods } from '../payments/online-methods';
import { currencyRules } from '../pricing/currency-rules';

// The shop's payment methods (spec section 3, ids 1–14) and which of them a basket may be paid with
// (spec sections 3, 6 and 9). Message keys: `payment.method.<method>` in web/public/i18n.

export const paymentMethodIds = {
  cashOnDelivery: 1,
  transfer: 2,
  payPal: 3,
  deferred: 4,
  online: 5,
  sofort: 6,
  freeTrial: 7,
  marketplace: 8,
  card: 9,
  availabilityConfirmation: 10,
  credit: 11,
  leasing: 12,
  blik: 13,
  googlePay: 14,
} as const;
export type PaymentMethod = keyof typeof paymentMethodIds;
export type PaymentMethodId = (typeof paymentMethodIds)[PaymentMethod];
export const paymentMethods = Object.keys(paymentMethodIds) as PaymentMethod[];

export const paymentMethodOfId = (id: number): PaymentMethod | undefined =>
  paymentMethods.find((method) => paymentMethodIds[method] === id);

/**
 * The spec's second reading of the ids: some texts give 5 as credit card, 9 as recurring payment /
 * direct debit, 13 as BLIK and 15 as a card provider (SIX Payment). The shop numbers by the first
 * reading (the table above); a record numbered by the second (an older export) is read through this
 * mapping. A recurring payment is a saved card charged again, so 5, 9 and 15 all mean `card`; the
 * ids not listed mean the same in both readings.
 */
export const secondReading = {
  5: { reads: 'credit card', method: 'card' },
  9: { reads: 'recurring payment / direct debit', method: 'card' },
  13: { reads: 'BLIK', method: 'blik' },
  15: { reads: 'card provider SIX Payment', method: 'card' },
} as const satisfies Record<number, { reads: string; method: PaymentMethod }>;

/** Spec section 9: a deferred payment is due 7 days after the order. */
export const deferredPaymentDays = 7;

/** Who may pay with a method: anyone (guests too), consumers (guests and private accounts), or signed-in business and partner accounts. */
type Buyers = 'anyone' | 'consumers' | 'businessAccounts';

interface PaymentMethodRules {
  /** Offered at checkout. Free trials come from the subscriptions flow, marketplace orders arrive paid from Allegro or eBay, availability confirmations are set by staff on an availability request. */
  atCheckout: boolean;
  /** Payable now. Credit, leasing and availability confirmation wait for their own flows; until then they are listed, not offered for payment. */
  payableNow: boolean;
  /** Paid before the goods leave: the order waits `unpaid` (order-states.ts `placedStatus`). */
  paidBeforeRealization: boolean;
  /** The basket currencies it takes; every one when absent. */
  currencies?: readonly Currency[];
  buyers: Buyers;
  /** Only for hardware bought outright: licences and services, device-as-a-service included, have nothing to pay at the door. */
  hardwareOnly?: true;
  /** Only from the currency's `minLeasingNet` (shared/pricing/currency-rules.ts). */
  leasingMinimum?: true;
  /** Days after the order the payment is due. */
  termDays?: number;
}

/** A method paid through the payment provider, in the currencies the provider lists it for. */
const throughProvider = (method: OnlineMethod) =>
  ({
    atCheckout: true,
    payableNow: true,
    paidBeforeRealization: true,
    currencies: onlineMethods[method].currencies,
  }) as const;

const notYetPayable = { atCheckout: true, payableNow: false, paidBeforeRealization: true } as const;

/**
 * The rules per method. Currencies are our assumptions (the spec names none): cash on delivery and
 * credit in złoty (Polish couriers and lenders); the online methods those Przelewy24 lists
 * (shared/payments/online-methods.ts: BLIK in złoty, Sofort nowhere).
 */
export const paymentMethodRules: Record<PaymentMethod, PaymentMethodRules> = {
  cashOnDelivery: {
    atCheckout: true,
    payableNow: true,
    paidBeforeRealization: false,
    currencies: ['PLN'],
    buyers: 'anyone',
    hardwareOnly: true,
  },
  transfer: { atCheckout: true, payableNow: true, paidBeforeRealization: true, buyers: 'anyone' },
  payPal: { ...throughProvider('payPal'), buyers: 'anyone' },
  deferred: {
    atCheckout: true,
    payableNow: true,
    paidBeforeRealization: false,
    buyers: 'businessAccounts',
    termDays: deferredPaymentDays,
  },
  online: { ...throughProvider('online'), buyers: 'anyone' },
  sofort: { ...throughProvider('sofort'), buyers: 'anyone' },
  freeTrial: { atCheckout: false, payableNow: false, paidBeforeRealization: false, buyers: 'anyone' },
  marketplace: { atCheckout: false, payableNow: false, paidBeforeRealization: false, buyers: 'anyone' },
  card: { ...throughProvider('card'), buyers: 'anyone' },
  availabilityConfirmation: { ...notYetPayable, atCheckout: false, buyers: 'anyone' },
  credit: { ...notYetPayable, currencies: ['PLN'], buyers: 'consumers' },
  leasing: { ...notYetPayable, buyers: 'businessAccounts', leasingMinimum: true },
  blik: { ...throughProvider('blik'), buyers: 'anyone' },
  googlePay: { ...throughProvider('googlePay'), buyers: 'anyone' },
};

/** What decides the methods of a basket. */
export interface PaymentBasket {
  currency: Currency;
  /** The basket's net total after discount, minor units of `currency`. */
  net: number;
  kinds: readonly ProductKind[];
  /** The signed-in buyer's account type; `null` for a guest. */
  accountType: AccountTypeId | null;
}

const buyerFits = (buyers: Buyers, accountType: AccountTypeId | null): boolean => {
  if (buyers === 'anyone') return true;
  const business = accountType !== null && isBusinessGroup(accountType);
  return buyers === 'businessAccounts' ? business : !business;
};

const applies = (rules: PaymentMethodRules, basket: PaymentBasket): boolean =>
  rules.atCheckout &&
  (rules.currencies?.includes(basket.currency) ?? true) &&
  buyerFits(rules.buyers, basket.accountType) &&
  (!rules.hardwareOnly || basket.kinds.every((kind) => kind === 'hardware')) &&
  (!rules.leasingMinimum || basket.net >= currencyRules[basket.currency].minLeasingNet);

export interface PaymentOption {
  method: PaymentMethod;
  id: PaymentMethodId;
  payableNow: boolean;
}

/** The methods a basket may be paid with, in id order; those not `payableNow` are shown, not chosen. */
export const paymentMethodsFor = (basket: PaymentBasket): PaymentOption[] =>
  paymentMethods
    .filter((method) => applies(paymentMethodRules[method], basket))
    .map((method) => ({
      method,
      id: paymentMethodIds[method],
      payableNow: paymentMethodRules[method].payableNow,
    }));

/** Whether an order of this basket may be placed with the method now (else `payment_method_not_available`). */
export const mayPayWith = (basket: PaymentBasket, method: PaymentMethod): boolean =>
  paymentMethodsFor(basket).some((option) => option.method === method && option.payableNow);
