import type { OrderLine, PlacedOrder } from '../orders/order-view';
import { paymentMethodOfId, paymentMethodRules } from '../orders/payment-methods';
import { invoiceRateOf, isReverseCharge } from '../pricing/vat-treatment';
import type { Invoice, InvoiceLine, InvoiceParty } from './invoice';
import { needsSplitPayment } from './invoice-notes';
import { shopCompany } from './shop-company';
import { totalsOf, vatSummaryOf } from './vat-summary';

// The VAT invoice of a placed order: the shop's company as seller; as buyer the
// order's company invoice data, or else the consumer of its contact address (no tax number, FA(3)
// BrakID); one line per order line with the net, VAT and gross the order was placed with (after its
// discount) and the FA(3) rate of its VAT case (shared/pricing/vat-treatment.ts), and the shipping as a
// line of its own when it costs something; the VAT summary per
// rate, in PLN too for another currency at the rate the order recorded; the notes of
// invoice-notes.ts. The payment is due `termDays` after the order (deferred: 7 days; else the day).

/** What the issue adds to the order's content: identity, number, moment and what was paid so far. */
export interface InvoiceIssue {
  invoiceId: string;
  guid: string;
  number: string;
  issuedAt: string;
  clientSub?: string;
  paid: number;
}

const day = (iso: string) => iso.slice(0, 10);

const plusDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const buyerOf = (order: PlacedOrder): InvoiceParty => {
  const { invoice, contact } = order.details;
  if (invoice) {
    const street = `${invoice.companyStreet} ${invoice.companyBuildingNumber}${invoice.companyFlatNumber ? `/${invoice.companyFlatNumber}` : ''}`;
    return {
      name: invoice.companyName,
      taxNumber: invoice.taxNumber,
      countryCode: invoice.country,
      addressLines: [street, `${invoice.companyZipCode} ${invoice.companyCity}`],
      email: order.email,
    };
  }
  const street = `${contact.street} ${contact.buildingNumber}${contact.flatNumber ? `/${contact.flatNumber}` : ''}`;
  return {
    name: `${contact.firstName} ${contact.surname}`,
    countryCode: contact.country,
    addressLines: [street, `${contact.zipCode} ${contact.city}`],
    email: order.email,
  };
};

/** One invoice line of an order line, or of its delivery: the amounts as placed, the FA(3) rate of its case. */
const lineOf = (
  line: Pick<OrderLine, 'name' | 'quantity' | 'total' | 'vatTreatment'>,
  goods: boolean,
): InvoiceLine => ({
  name: line.name,
  quantity: line.quantity,
  unit: goods ? 'szt.' : 'usł.',
  unitNet: Math.round(line.total.net / line.quantity),
  net: line.total.net,
  ...invoiceRateOf(line.vatTreatment),
  vat: line.total.vat,
  gross: line.total.gross,
  annex15: goods,
});

const linesOf = (order: PlacedOrder): InvoiceLine[] => [
  ...order.lines.map((line) => lineOf(line, line.kind === 'hardware')),
  ...(order.totals.shipping.gross > 0 && order.shippingVat
    ? [
        lineOf(
          {
            name: `Dostawa (${order.shippingMethod})`,
            quantity: 1,
            total: order.totals.shipping,
            vatTreatment: order.shippingVat,
          },
          false,
        ),
      ]
    : []),
];

/** "Odwrotne obciążenie" (FA(3) P_18): any of the order's lines, or its delivery, is reverse-charged. */
const isReverseChargeOrder = (order: PlacedOrder): boolean =>
  [...order.lines.map((line) => line.vatTreatment), ...(order.shippingVat ? [order.shippingVat] : [])].some(
    isReverseCharge,
  );

export const invoiceForOrder = (order: PlacedOrder, issue: InvoiceIssue): Invoice => {
  const lines = linesOf(order);
  const buyer = buyerOf(order);
  const totals = totalsOf(lines);
  const exchangeRate = order.exchangeRate
    ? {
        rate: String(order.exchangeRate.rate),
        date: order.exchangeRate.date,
        table: `shop rates of ${order.exchangeRate.date}`,
      }
    : undefined;
  const method = paymentMethodOfId(order.paymentMethod);
  const termDays = (method && paymentMethodRules[method].termDays) ?? 0;
  return {
    invoiceId: issue.invoiceId,
    guid: issue.guid,
    number: issue.number,
    series: 'FV',
    kind: 'VAT',
    issuedAt: issue.issuedAt,
    saleDate: day(order.createdAt),
    orderId: order.id,
    orderNumber: order.number,
    ...(issue.clientSub ? { clientSub: issue.clientSub } : {}),
    language: order.language,
    currency: order.currency,
    ...(exchangeRate ? { exchangeRate } : {}),
    seller: shopCompany,
    buyer,
    lines,
    vatSummary: vatSummaryOf(lines, exchangeRate),
    totals,
    payment: {
      method: order.paymentMethod,
      dueDate: plusDays(day(order.createdAt), termDays),
      paid: issue.paid,
    },
    notes: {
      reverseCharge: isReverseChargeOrder(order),
      splitPayment: needsSplitPayment({
        buyer,
        lines,
        gross: totals.gross,
        exchangeRate,
      }),
    },
  };
};
