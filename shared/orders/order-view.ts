import type { Buyer, VatIdCheck } from '../basket/buyer-vat';
import type { ProductKind } from '../catalogue/product';
import type { RegisterCheck } from '../identity/register-check';
import type { Currency, Language } from '../locale';
import type { PlacedLocker } from '../parcel-lockers';
import type { PriceLine } from '../pricing/price-list';
import type { LineVat } from '../pricing/vat-treatment';
import type { MarketplaceOrigin } from './marketplace-origin';
import type { PaymentState } from './order-payment-states';
import type { OrderProgress } from './order-progress';
import type { OrderStatus, OrderStatusAction } from './order-states';
import type { PartReturn } from './part-return';
import type { PlaceOrderInput } from './place-order-input';
import type { Shipment } from './shipment';

// The order as the orders API answers it (functions/use-cases/orders/order-view.ts makes it), read by
// the site's status and history screens too, so both sides share one declaration.

/** One product of the order with the prices it was sold at, in the order's currency. */
export interface OrderLine {
  productId: string;
  name: string;
  kind: ProductKind;
  quantity: number;
  unitNet: number;
  /** What the customer pays for the line, after the discount. */
  total: PriceLine;
  /** Its VAT case and rate by the rule table (shared/pricing/vat-treatment.ts), as placed. */
  vatTreatment: LineVat;
  /** A subscription with an introductory first month (`unitNet`): its unit net from the second month on. */
  afterFirstMonthNet?: number;
}

/** Whether an order holds Microsoft 365 subscriptions (its events then reach the subscriptions' consumer). */
export const holdsMicrosoftSubscriptions = (lines: readonly Pick<OrderLine, 'kind'>[]): boolean =>
  lines.some((line) => line.kind === 'm365-subscription');

export interface OrderTotals {
  goods: PriceLine;
  discount: PriceLine;
  shipping: PriceLine;
  total: PriceLine;
}

/** What was placed: the prices, VAT and rate of its placement, never recomputed. */
export interface PlacedOrder {
  id: string;
  /** The number a person reads, `2026/001234` (order-number.ts); `id` stays for URLs and keys. */
  number: string;
  status: OrderStatus;
  payment: PaymentState;
  createdAt: string;
  updatedAt: string;
  email: string;
  language: Language;
  currency: Currency;
  /** The facts its lines' VAT followed (country, kind, VAT id confirmed): a renewal's lines follow them too. */
  vatBuyer: Buyer;
  /** The delivery's VAT case and rate, when the order ships (the rate of the goods it delivers). */
  shippingVat?: LineVat;
  /** The buyer's VAT id with its prefix, from the company invoice data (absent without one). */
  vatId?: string;
  /** VIES's answer about it (date, result, request identifier), for the invoice; only when VIES was asked. */
  vatCheck?: VatIdCheck;
  /**
   * How the invoice's company stood against the public VAT register at placement (the day's answer the
   * checkout's look-up left, never a new search): verified with its VAT status, or unverified and why.
   */
  invoiceCheck?: RegisterCheck;
  /**
   * The exchange rate of the order's day (PLN per unit), or null for PLN prices: a placed order's prices
   * were derived with it; a follow-up order (a renewal) keeps its first order's prices and records its own
   * day's rate.
   */
  exchangeRate: { rate: number; date: string } | null;
  lines: OrderLine[];
  totals: OrderTotals;
  discountCode: string | null;
  paymentMethod: number;
  shippingMethod: string;
  /** The checkout's placement input as validated: addresses, invoice data, consents. */
  details: PlaceOrderInput;
  /**
   * The parcel locker of `details.parcelLockerId` with its address, as the operator gave it at
   * placement (absent when the operator did not answer then: the name alone ships it).
   */
  parcelLocker?: PlacedLocker;
  /** Credit or leasing the financing partner declined: the order may then be paid online (online-payment.ts). */
  financingDeclined?: { applicationId: string; decidedAt: string };
  /** A free trial's end (ISO 8601): the saved card then pays the next month, as an order of its own. */
  trialEndsAt?: string;
  /** The free trial order whose next month this order is. */
  continues?: string;
  /**
   * When an order paid before its goods leave is cancelled unless paid (ISO 8601;
   * payment-deadline.ts): set when it becomes payable, absent for the others.
   */
  payBy?: string;
  /** The carrier and tracking number it was sent with (`send`). */
  shipment?: Shipment;
  /** Parts of it operations took back, oldest first (part-return.ts). */
  returns?: PartReturn[];
  /** The marketplace it was bought on (payment method 8), absent for the shop's own orders. */
  marketplace?: MarketplaceOrigin;
}

/** An order as its reader sees it: the status with the spec's id, the progress and the reader's actions. */
export type OrderView = PlacedOrder & {
  statusId: number;
  progress: OrderProgress;
  actions: OrderStatusAction[];
};

/** One page of orders, newest first, and where the next one starts. */
export interface OrderListPage {
  orders: OrderView[];
  cursor?: string;
}

/** The staff queue's tabs: the orders each status holds, counted up to `cap` (a count past it means "more"). */
export interface StaffOrderCounts {
  counts: Record<OrderStatus, number>;
  cap: number;
}
