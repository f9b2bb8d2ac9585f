import type { Currency } from '#shared/locale';
import { type OnlineMethod, onlineMethods } from './online-methods';

// How an invoice is paid by its pay link `/platnosc/{invoiceGuid}`: online transfer,
// BLIK, card or Google Pay through the provider, those of them it takes in the invoice's currency.

export const invoicePaymentMethods = [
  'online',
  'blik',
  'card',
  'googlePay',
] as const satisfies readonly OnlineMethod[];

export type InvoicePaymentMethod = (typeof invoicePaymentMethods)[number];

/** The methods an invoice in `currency` may be paid by, in the page's order. */
export const invoicePaymentMethodsIn = (currency: Currency): InvoicePaymentMethod[] =>
  invoicePaymentMethods.filter((method) => onlineMethods[method].currencies.includes(currency));
