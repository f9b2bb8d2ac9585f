import type { Invoice } from '../invoices/invoice';
import type { Currency } from '../locale';
import type { ProviderPaymentState } from '../payments/provider-payment-states';
import type { OrderHistoryRecord } from './order-history';
import type { OrderView } from './order-view';
import type { PaymentMethod } from './payment-methods';

// An order as the operations staff open it (`GET /api/orders/staff/orders/{id}`): the order with the
// actions its state machine allows them, every payment started for it (settled, waiting, refunded,
// surplus), every invoice issued for it (its VAT invoice and the KORs correcting it) with KSeF's state,
// and its history.

export interface StaffOrderPayment {
  paymentId: string;
  method: PaymentMethod;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  state: ProviderPaymentState;
  createdAt: string;
  settledAt?: string;
  /** Settled when the order owed nothing more: given back whole. */
  surplus?: true;
  /** Parts of it given back so far, minor units. */
  refundedAmount?: number;
  /** A whole refund was asked at the provider. */
  refundAsked?: true;
}

export interface StaffOrderInvoice {
  invoiceId: string;
  number: string;
  kind: Invoice['kind'];
  issuedAt: string;
  currency: Currency;
  gross: number;
  /** The gross after the KORs issued to it (0: corrected to zero). */
  correctedGross?: number;
  ksef?: { status: NonNullable<Invoice['ksef']>['status']; number?: string };
}

export interface StaffOrderDetail {
  order: OrderView;
  payments: StaffOrderPayment[];
  invoices: StaffOrderInvoice[];
  /** Moves after placement (who, when, what they carried) and the mails sent, oldest first. */
  history: OrderHistoryRecord[];
}
