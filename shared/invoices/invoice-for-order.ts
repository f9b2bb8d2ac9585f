import { isEuCountry, shopCountry } from '../basket/buyer-vat';
import type { OrderLine, PlacedOrder } from '../orders/order-view';
import { paymentMethodOfId, paymentMethodRules } from '../orders/payment-methods';
import type { Invoice, InvoiceLine, InvoiceParty, InvoiceVatRate } from './invoice';
import { needsSplitPayment } from './invoice-notes';
import { shopCompany } from './shop-company';
import { totalsOf, vatSummaryOf } from './vat-summary';

// The VAT invoice of a placed order: the shop's company as seller; as buyer the
// order's company invoice data, or else the consumer of its contact address (no tax number, FA(3)
// BrakID); one line per order line with the net, VAT and gross the order was placed with (after its
// discount), and the shipping as a line of its own when it costs something; the VAT summary per
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

const domesticRates: Record<number, InvoiceVatRate> = { 2300: '23', 800: '8', 500: '5', 0: '0 KR' };

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

/**
 * Whether the order was taxed under the EU one-stop shop: a buyer in another member state (a consumer,
 * or a business whose VAT id VIES did not confirm) charged that state's rate (shared/basket/buyer-vat.ts).
 */
export const isOssOrder = (order: PlacedOrder): boolean => {
  const country = order.vatCountry ?? buyerOf(order).countryCode;
  return !order.reverseCharge && country !== shopCountry && isEuCountry(country);
};

/**
 * FA(3) P_12 of an order line: reverse charge is an intra-EU supply of goods (`0 WDT`) for hardware
 * and a service taxed where the buyer is (`np II`, art. 100(1)(4)) for licences and services; OSS
 * (P_12_XII with the member state's rate); else the Polish rate.
 */
const vatRateOf = (order: PlacedOrder, kind: string): Pick<InvoiceLine, 'vatRate' | 'ossRate'> => {
  if (order.reverseCharge) return { vatRate: kind === 'hardware' ? '0 WDT' : 'np II' };
  if (isOssOrder(order)) return { vatRate: 'OSS', ossRate: order.vatRate / 100 };
  const rate = domesticRates[order.vatRate];
  if (!rate) throw new Error(`no FA(3) rate for the order's VAT rate ${order.vatRate}`);
  return { vatRate: rate };
};

const lineOf = (
  order: PlacedOrder,
  line: Pick<OrderLine, 'name' | 'kind' | 'quantity' | 'total'>,
): InvoiceLine => ({
  name: line.name,
  quantity: line.quantity,
  unit: line.kind === 'hardware' ? 'szt.' : 'usł.',
  unitNet: Math.round(line.total.net / line.quantity),
  net: line.total.net,
  ...vatRateOf(order, line.kind),
  vat: line.total.vat,
  gross: line.total.gross,
  annex15: line.kind === 'hardware',
});

const linesOf = (order: PlacedOrder): InvoiceLine[] => [
  ...order.lines.map((line) => lineOf(order, line)),
  ...(order.totals.shipping.gross > 0
    ? [
        lineOf(order, {
          name: `Dostawa (${order.shippingMethod})`,
          kind: 'service',
          quantity: 1,
          total: order.totals.shipping,
        }),
      ]
    : []),
];

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
      reverseCharge: order.reverseCharge,
      splitPayment: needsSplitPayment({
        reverseCharge: order.reverseCharge,
        buyer,
        lines,
        gross: totals.gross,
        exchangeRate,
      }),
    },
  };
};
