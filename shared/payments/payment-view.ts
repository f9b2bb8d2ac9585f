import type { Currency } from '../locale';
import type { OnlineMethod } from './online-methods';
import type { PaymentSource } from './payment-sources';
import type { ProviderPaymentState } from './provider-payment-states';

// What the payments API answers, read by its use cases and by the site's payment and history screens.

/** A payment at the provider as its owner sees it (the return page polls it; `order:<id>` pushes it). */
export interface PaymentView {
  paymentId: string;
  /** The order it pays, or the invoice (`invoiceGuid`) when an invoice is paid from its link. */
  orderId?: string;
  invoiceGuid?: string;
  method: OnlineMethod;
  state: ProviderPaymentState;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  /** ISO 8601. */
  createdAt: string;
  settledAt?: string;
  /** The provider's hosted page while the payment waits there (not for BLIK, charged by code). */
  redirectUrl?: string;
}

/** One line of the payment history (spec section 3): date, title, source, amount, assigned invoices. */
export interface PaymentHistoryEntry {
  /** ISO 8601, when the payment was booked. */
  date: string;
  title: string;
  source: PaymentSource;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  /** The numbers of the invoices the payment is assigned to. */
  invoices: string[];
}
