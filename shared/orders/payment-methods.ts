import type { BasketLineView, BasketView } from '../basket/basket-view';
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

/** Who may pay with a method: anyone (guests too), consumers (guests and private accounts), signed-in business and partner accounts, or any signed-in account. */
type Buyers = 'anyone' | 'consumers' | 'businessAccounts' | 'signedIn';

/** What a financing partner finances: consumer credit (instalments) or a business's leasing. */
export type FinancingKind = 'credit' | 'leasing';

interface PaymentMethodRules {
  /** Offered at checkout. Marketplace orders arrive paid from Allegro or eBay. */
  atCheckout: boolean;
  /** Paid before the goods leave: the order waits `unpaid` (order-states.ts `placedStatus`). */
  paidBeforeRealization: boolean;
  /** The basket currencies it takes; every one when absent. */
  currencies?: readonly Currency[];
  buyers: Buyers;
  /** Only for hardware bought outright: licences and services, device-as-a-service included, have nothing to pay at the door. */
  hardwareOnly?: true;
  /** Paid by a financing partner once it approves the application (financing.ts), from the basket's minimum net value. */
  financing?: FinancingKind;
  /** The method of a basket with a product delivered on demand, and of no other: staff confirm the availability before it is paid. */
  confirmsAvailability?: true;
  /** The method of a basket costing nothing now for a free trial, and of no other: the saved card is charged when the trial ends. */
  freeTrial?: true;
  /** Days after the order the payment is due. */
  termDays?: number;
}

/** A method paid through the payment provider, in the currencies the provider lists it for. */
const throughProvider = (method: OnlineMethod) =>
  ({
    atCheckout: true,
    paidBeforeRealization: true,
    currencies: onlineMethods[method].currencies,
  }) as const;

/**
 * The smallest basket net value, minor units, a financing partner takes: leasing from the currency's
 * `minLeasingNet` (shared/pricing/currency-rules.ts); consumer credit from 300 zł, our assumption
 * (Polish instalment lenders start between 100 and 300 zł), in złoty only: the lender is Polish.
 */
export const financingMinimumNet: Record<FinancingKind, Partial<Record<Currency, number>>> = {
  credit: { PLN: 30_000 },
  leasing: Object.fromEntries(Object.values(currencyRules).map((rules) => [rules.code, rules.minLeasingNet])),
};

/**
 * The rules per method. Currencies are our assumptions (the spec names none): cash on delivery in
 * złoty (Polish couriers); credit where its lender has a minimum; the online methods those Przelewy24
 * lists (shared/payments/online-methods.ts: BLIK in złoty, Sofort nowhere); an availability
 * confirmation, paid online once staff confirm, in the provider's currencies.
 */
export const paymentMethodRules: Record<PaymentMethod, PaymentMethodRules> = {
  cashOnDelivery: {
    atCheckout: true,
    paidBeforeRealization: false,
    currencies: ['PLN'],
    buyers: 'anyone',
    hardwareOnly: true,
  },
  transfer: { atCheckout: true, paidBeforeRealization: true, buyers: 'anyone' },
  payPal: { ...throughProvider('payPal'), buyers: 'anyone' },
  deferred: {
    atCheckout: true,
    paidBeforeRealization: false,
    buyers: 'businessAccounts',
    termDays: deferredPaymentDays,
  },
  online: { ...throughProvider('online'), buyers: 'anyone' },
  sofort: { ...throughProvider('sofort'), buyers: 'anyone' },
  freeTrial: { atCheckout: true, paidBeforeRealization: false, buyers: 'signedIn', freeTrial: true },
  marketplace: { atCheckout: false, paidBeforeRealization: false, buyers: 'anyone' },
  card: { ...throughProvider('card'), buyers: 'anyone' },
  availabilityConfirmation: { ...throughProvider('online'), buyers: 'anyone', confirmsAvailability: true },
  credit: { atCheckout: true, paidBeforeRealization: true, buyers: 'consumers', financing: 'credit' },
  leasing: {
    atCheckout: true,
    paidBeforeRealization: true,
    buyers: 'businessAccounts',
    financing: 'leasing',
  },
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
  /** A product of the basket is delivered on demand (availability `on-demand`). */
  onDemand: boolean;
  /** The basket costs nothing now and holds a free trial (a first month of 0). */
  freeTrial: boolean;
}

/** A subscription line whose first month costs nothing: a free trial. */
export const isFreeTrialLine = (line: Pick<BasketLineView, 'unitNet' | 'afterFirstMonthNet'>): boolean =>
  line.unitNet === 0 && line.afterFirstMonthNet !== undefined;

/** The payment rules' view of a basket: its currency, net after discount, kinds, the buyer and products on demand. */
export const paymentBasketOf = (basket: BasketView, accountType: AccountTypeId | null): PaymentBasket => ({
  currency: basket.currency,
  net: basket.totals.net,
  kinds: [...new Set(basket.lines.map((line) => line.kind))],
  accountType,
  onDemand: basket.lines.some((line) => line.onDemand),
  freeTrial: basket.totals.net === 0 && basket.lines.some(isFreeTrialLine),
});

const buyerFits = (buyers: Buyers, accountType: AccountTypeId | null): boolean => {
  if (buyers === 'anyone') return true;
  if (buyers === 'signedIn') return accountType !== null;
  const business = accountType !== null && isBusinessGroup(accountType);
  return buyers === 'businessAccounts' ? business : !business;
};

/** A financed method: in a currency the partner has a minimum for, from that minimum on. */
const financeable = (kind: FinancingKind, basket: PaymentBasket): boolean => {
  const minimum = financingMinimumNet[kind][basket.currency];
  return minimum !== undefined && basket.net >= minimum;
};

const applies = (rules: PaymentMethodRules, basket: PaymentBasket): boolean =>
  rules.atCheckout &&
  (rules.currencies?.includes(basket.currency) ?? true) &&
  buyerFits(rules.buyers, basket.accountType) &&
  (!rules.hardwareOnly || basket.kinds.every((kind) => kind === 'hardware')) &&
  (!rules.financing || financeable(rules.financing, basket)) &&
  (rules.confirmsAvailability ?? false) === basket.onDemand &&
  (rules.freeTrial ?? false) === basket.freeTrial;

export interface PaymentOption {
  method: PaymentMethod;
  id: PaymentMethodId;
}

/** The methods a basket may be paid with, in id order. */
export const paymentMethodsFor = (basket: PaymentBasket): PaymentOption[] =>
  paymentMethods
    .filter((method) => applies(paymentMethodRules[method], basket))
    .map((method) => ({ method, id: paymentMethodIds[method] }));

/** Whether an order of this basket may be placed with the method now (else `payment_method_not_available`). */
export const mayPayWith = (basket: PaymentBasket, method: PaymentMethod): boolean =>
  paymentMethodsFor(basket).some((option) => option.method === method);
