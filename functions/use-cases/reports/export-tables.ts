import type { Invoice } from '#shared/invoices/invoice';
import type { SubscriptionChange } from '#shared/microsoft/subscription-change';
import { paymentMethodOfId } from '#shared/orders/payment-methods';
import { isReverseCharge } from '#shared/pricing/vat-treatment';
import { type DecimalSeparator, decimalOf, withSeparator } from '#shared/reports/decimal';
import { jpkFieldsOf, type VatRow, type VatTotal, vatRowsOf } from '#shared/reports/vat-register';
import type { Order } from '../../lib/table/orders';
import type { Payment } from '../../lib/table/payments';

// What each file of an export holds: its columns and the rows of one record, every amount from its
// integer minor units. Only what the record held at the period's cut is written (what was placed,
// issued or registered, a payment's settlement only if it came before the cut), so a file of a period
// is the same whenever it is written; an invoice's KSeF number is the one exception, as KSeF gave it.

export interface Table<T> {
  name: string;
  columns: readonly string[];
  rowsOf: (record: T, format: RowFormat) => string[][];
}

export interface RowFormat {
  separator: DecimalSeparator;
  /** The period's end (ISO 8601, exclusive). */
  cut: string;
}

const optional = (value: string | number | boolean | undefined | null): string =>
  value === undefined || value === null ? '' : String(value);
const rateOf = (rate: number, separator: DecimalSeparator) => withSeparator(String(rate), separator);
const owner = (order: Order) => (order.owner.kind === 'client' ? 'customer' : 'guest');

export const ordersTable: Table<Order> = {
  name: 'orders',
  columns: [
    'order_id',
    'order_number',
    'created_at',
    'buyer',
    'email',
    'currency',
    'payment_method',
    'shipping_method',
    'vat_country',
    'reverse_charge',
    'vat_id',
    'goods_net',
    'discount_net',
    'shipping_net',
    'net',
    'vat',
    'gross',
    'exchange_rate',
    'exchange_rate_date',
    'discount_code',
  ],
  rowsOf: (order, { separator }) => [
    [
      order.id,
      order.number,
      order.createdAt,
      owner(order),
      order.email,
      order.currency,
      paymentMethodOfId(order.paymentMethod) ?? String(order.paymentMethod),
      order.shippingMethod,
      order.vatBuyer.country,
      String(order.lines.some((line) => isReverseCharge(line.vatTreatment))),
      optional(order.vatId),
      decimalOf(order.totals.goods.net, separator),
      decimalOf(order.totals.discount.net, separator),
      decimalOf(order.totals.shipping.net, separator),
      decimalOf(order.totals.total.net, separator),
      decimalOf(order.totals.total.vat, separator),
      decimalOf(order.totals.total.gross, separator),
      order.exchangeRate ? rateOf(order.exchangeRate.rate, separator) : '',
      optional(order.exchangeRate?.date),
      optional(order.discountCode),
    ],
  ],
};

export const orderLinesTable: Table<Order> = {
  name: 'order-lines',
  columns: [
    'order_id',
    'line',
    'product_id',
    'name',
    'kind',
    'quantity',
    'unit_net',
    'net',
    'vat',
    'gross',
    'currency',
    'vat_case',
    'vat_rate_percent',
    'vat_country',
  ],
  rowsOf: (order, { separator }) =>
    order.lines.map((line, index) => [
      order.id,
      String(index + 1),
      line.productId,
      line.name,
      line.kind,
      String(line.quantity),
      decimalOf(line.unitNet, separator),
      decimalOf(line.total.net, separator),
      decimalOf(line.total.vat, separator),
      decimalOf(line.total.gross, separator),
      order.currency,
      line.vatTreatment.case,
      // Kept in hundredths of a percent: 2300 is 23.00 %.
      decimalOf(line.vatTreatment.rate, separator),
      optional(line.vatTreatment.country),
    ]),
};

export const paymentsTable: Table<Payment> = {
  name: 'payments',
  columns: [
    'payment_id',
    'order_id',
    'invoice_number',
    'created_at',
    'source',
    'amount',
    'currency',
    'settled_at',
  ],
  rowsOf: (payment, { separator, cut }) => [
    [
      payment.paymentId,
      payment.orderId,
      optional(payment.invoice?.number),
      payment.createdAt,
      payment.method,
      decimalOf(payment.amount, separator),
      payment.currency,
      payment.settledAt && payment.settledAt < cut ? payment.settledAt : '',
    ],
  ],
};

export const invoicesTable: Table<Invoice> = {
  name: 'invoices',
  columns: [
    'number',
    'kind',
    'issued_at',
    'sale_date',
    'order_id',
    'order_number',
    'buyer',
    'tax_number',
    'country',
    'currency',
    'net',
    'vat',
    'gross',
    'exchange_rate',
    'exchange_rate_date',
    'exchange_rate_table',
    'corrects',
    'ksef_number',
  ],
  rowsOf: (invoice, { separator }) => [
    [
      invoice.number,
      invoice.kind,
      invoice.issuedAt,
      invoice.saleDate,
      invoice.orderId,
      invoice.orderNumber,
      invoice.buyer.name,
      optional(invoice.buyer.taxNumber),
      invoice.buyer.countryCode,
      invoice.currency,
      decimalOf(invoice.totals.net, separator),
      decimalOf(invoice.totals.vat, separator),
      decimalOf(invoice.totals.gross, separator),
      invoice.exchangeRate ? withSeparator(invoice.exchangeRate.rate, separator) : '',
      optional(invoice.exchangeRate?.date),
      optional(invoice.exchangeRate?.table),
      optional(invoice.corrects?.number),
      optional(invoice.ksef?.number),
    ],
  ],
};

/** Microsoft 365 subscriptions' changes made in the period, each a snapshot as of its making. */
export const subscriptionChangesTable: Table<SubscriptionChange> = {
  name: 'subscription-changes',
  columns: [
    'changed_at',
    'subscription_id',
    'change',
    'order_id',
    'product_id',
    'name',
    'email',
    'billing',
    'currency',
    'unit_net',
    'quantity_before',
    'quantity',
    'auto_renew',
    'term_start',
    'term_end',
    'next_term_quantity',
    'charge_net',
    'refund_net',
    'domain',
    'failure',
  ],
  rowsOf: (change, { separator }) => [
    [
      change.at,
      change.subscriptionId,
      change.kind,
      change.orderId,
      change.productId,
      change.name,
      change.email,
      change.billing,
      change.currency,
      decimalOf(change.unitNet, separator),
      String(change.quantityBefore),
      String(change.quantity),
      String(change.autoRenew),
      optional(change.termStart),
      optional(change.termEnd),
      optional(change.nextTermQuantity),
      decimalOf(change.chargeNet, separator),
      decimalOf(change.refundNet, separator),
      optional(change.domain),
      optional(change.failure),
    ],
  ],
};

const vatColumns = ['rate', 'oss_rate', 'net_pln', 'vat_pln'];
const vatCells = (row: VatRow, separator: DecimalSeparator) => [
  row.rate,
  row.ossRate === undefined ? '' : rateOf(row.ossRate, separator),
  decimalOf(row.net, separator),
  decimalOf(row.vat, separator),
];

/** The sales VAT register (monthly): each invoice's rates in PLN, with the JPK_V7M fields they go to. */
export const vatRegisterTable: Table<Invoice> = {
  name: 'vat-register',
  columns: [
    'number',
    'kind',
    'issued_at',
    'sale_date',
    'buyer',
    'tax_number',
    'country',
    'corrects',
    ...vatColumns,
    'jpk_fields',
  ],
  rowsOf: (invoice, { separator }) =>
    vatRowsOf(invoice).map((row) => [
      invoice.number,
      invoice.kind,
      invoice.issuedAt.slice(0, 10),
      invoice.saleDate,
      invoice.buyer.name,
      optional(invoice.buyer.taxNumber),
      invoice.buyer.countryCode,
      optional(invoice.corrects?.number),
      ...vatCells(row, separator),
      jpkFieldsOf(row.rate).join(' '),
    ]),
};

/** Sums per rate (the register's summary) or per country and rate (an export's VAT summary). */
export const vatTotalsTable = (name: string): Table<VatTotal> => ({
  name,
  columns: ['country', ...vatColumns, 'invoices'],
  rowsOf: (total, { separator }) => [[total.country, ...vatCells(total, separator), String(total.invoices)]],
});

/** An exchange rate the period's orders or invoices were priced or converted at. */
export interface UsedRate {
  currency: string;
  rate: string;
  date: string;
  table: string;
}

export const exchangeRatesTable: Table<UsedRate> = {
  name: 'exchange-rates',
  columns: ['currency', 'rate', 'date', 'table'],
  rowsOf: (used, { separator }) => [
    [used.currency, withSeparator(used.rate, separator), used.date, used.table],
  ],
};
