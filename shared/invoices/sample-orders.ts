import type { Buyer } from '../basket/buyer-vat';
import type { ProductKind } from '../catalogue/product';
import { sampleInvoiceData } from '../identity/sample-invoice-data';
import type { OrderLine, PlacedOrder } from '../orders/order-view';
import { placeOrderInputSchema } from '../orders/place-order-input';
import { sampleBusinessOrderInput, sampleGuestOrderInput } from '../orders/sample-order-input';
import type { PriceLine } from '../pricing/price-list';
import { type LineVat, lineVatOf, supplyOf, vatTreatment } from '../pricing/vat-treatment';

// Placed orders for the invoice tests and the bench: one per rule of invoice-for-order.ts and per case
// of the VAT rule table (a PLN consumer, a Polish business, an EU business whose goods leave Poland and
// one whose goods stay, an order in EUR, OSS, a split payment, a business and a consumer outside the EU). Each line's
// VAT is the table's for the sample's buyer and delivery, as placement takes it.

const priced = (net: number, rate: number): PriceLine => {
  const vat = Math.round((net * rate) / 10_000);
  return { net, vat, gross: net + vat };
};

const sum = (lines: PriceLine[]): PriceLine => ({
  net: lines.reduce((total, item) => total + item.net, 0),
  vat: lines.reduce((total, item) => total + item.vat, 0),
  gross: lines.reduce((total, item) => total + item.gross, 0),
});

const polishConsumer: Buyer = { country: 'PL', kind: 'consumer', vatIdConfirmed: false };
const polishBusiness: Buyer = { country: 'PL', kind: 'business', vatIdConfirmed: false };
const germanBusiness: Buyer = { country: 'DE', kind: 'business', vatIdConfirmed: true };

interface Sale {
  buyer?: Buyer;
  /** Where the goods go; the buyer's country when not given. */
  deliveryCountry?: string;
  lines: [name: string, kind: ProductKind, quantity: number, unitNet: number][];
  /** The delivery's net; it follows the goods (the table's `goods` supply). */
  shippingNet?: number;
}

const order = (
  id: string,
  { buyer = polishConsumer, deliveryCountry, lines: specs, shippingNet = 0 }: Sale,
  rest: Partial<PlacedOrder>,
): PlacedOrder => {
  const vatOf = (kind: ProductKind): LineVat =>
    lineVatOf(
      vatTreatment({ supply: supplyOf(kind), buyer, ...(deliveryCountry ? { deliveryCountry } : {}) }),
    );
  const lines = specs.map(([name, kind, quantity, unitNet]): OrderLine => {
    const vat = vatOf(kind);
    return {
      productId: `p-${name.length}`,
      name,
      kind,
      quantity,
      unitNet,
      total: priced(unitNet * quantity, vat.rate),
      vatTreatment: vat,
    };
  });
  const shippingVat = vatOf('hardware');
  const shipping = priced(shippingNet, shippingVat.rate);
  const goods = sum(lines.map((item) => item.total));
  return {
    id,
    number: '2026/000123',
    status: 'toSend',
    payment: 'done',
    createdAt: '2026-11-20T10:15:00.000Z',
    updatedAt: '2026-11-20T10:16:00.000Z',
    email: 'jan@example.pl',
    language: 'pl',
    currency: 'PLN',
    vatBuyer: buyer,
    shippingVat,
    exchangeRate: null,
    lines,
    totals: { goods, discount: { net: 0, vat: 0, gross: 0 }, shipping, total: sum([goods, shipping]) },
    discountCode: null,
    paymentMethod: 13,
    shippingMethod: 'courier',
    details: placeOrderInputSchema.parse(sampleGuestOrderInput),
    ...rest,
  };
};

const businessIn = (country: string, taxNumber: string, companyZipCode: string, companyCity: string) =>
  placeOrderInputSchema.parse({
    ...sampleBusinessOrderInput,
    invoice: { ...sampleInvoiceData, country, taxNumber, companyZipCode, companyCity },
  });

const eur = { currency: 'EUR', exchangeRate: { rate: 4.22, date: '2026-11-19' } } as const;

/** A German business whose VAT id VIES confirmed buys a laptop and a licence, the laptop going to `deliveryCountry`. */
const germanBusinessOrder = (id: string, deliveryCountry: string) =>
  order(
    id,
    {
      buyer: germanBusiness,
      deliveryCountry,
      lines: [
        ['Laptop Dell Latitude 5550', 'hardware', 1, 120_000],
        ['Windows 11 Pro', 'perpetual-licence', 1, 30_000],
      ],
      shippingNet: 2_000,
    },
    { vatId: 'DE123456789', ...eur, details: businessIn('DE', 'DE123456789', '10115', 'Berlin') },
  );

export const sampleOrders = {
  /** A consumer paying by BLIK in PLN: a licence and courier shipping. */
  consumerPln: order(
    '01JDCONSUMERPLN0000000000',
    {
      lines: [['Microsoft 365 Business Standard & więcej <1 rok>', 'perpetual-licence', 2, 49_900]],
      shippingNet: 1_500,
    },
    {},
  ),
  /** A Polish business with its NIP, deferred payment. */
  businessPln: order(
    '01JDBUSINESSPLN0000000000',
    { buyer: polishBusiness, lines: [['Laptop Dell Latitude 5550', 'hardware', 1, 520_000]] },
    { paymentMethod: 4, details: placeOrderInputSchema.parse(sampleBusinessOrderInput) },
  ),
  /**
   * A German business whose VAT id VIES confirmed, its goods sent to Berlin: the laptop and its delivery
   * an intra-Community supply at 0 %, the licence reverse-charged.
   */
  euReverseCharge: germanBusinessOrder('01JDEUREVERSE000000000000', 'DE'),
  /** The same German business, its laptop delivered in Warszawa: Polish VAT on it whatever the VAT id. */
  euBusinessDeliveredInPoland: germanBusinessOrder('01JDEUDELIVEREDPL00000000', 'PL'),
  /** A consumer paying in EUR: the VAT in PLN at the order's rate. */
  consumerEur: order(
    '01JDCONSUMEREUR0000000000',
    { lines: [['Windows 11 Pro', 'perpetual-licence', 3, 5_990]] },
    { ...eur, language: 'de' },
  ),
  /** A German consumer paying in EUR: taxed at Germany's 19 % under the one-stop shop (OSS). */
  consumerOssDe: order(
    '01JDCONSUMEROSSDE00000000',
    {
      buyer: { country: 'DE', kind: 'consumer', vatIdConfirmed: false },
      lines: [['Microsoft 365 Personal <1 rok>', 'm365-subscription', 2, 8_000]],
      shippingNet: 1_000,
    },
    { ...eur, language: 'de' },
  ),
  /** A Polish business buying ten laptops: over PLN 15,000 with annex 15 goods, split payment. */
  splitPayment: order(
    '01JDSPLITPAYMENT000000000',
    { buyer: polishBusiness, lines: [['Laptop Lenovo ThinkPad T14', 'hardware', 10, 450_000]] },
    { paymentMethod: 2, details: placeOrderInputSchema.parse(sampleBusinessOrderInput) },
  ),
  /**
   * A Swiss business buying deployment work and a laptop sent to Zürich: the service supplied where the
   * business is (np I, reverse-charged there), the laptop exported at 0 %.
   */
  swissBusiness: order(
    '01JDSWISSBUSINESS00000000',
    {
      buyer: { country: 'CH', kind: 'business', vatIdConfirmed: false },
      deliveryCountry: 'CH',
      lines: [
        ['Wdrożenie Microsoft 365', 'it-service', 1, 250_000],
        ['Laptop Dell Latitude 5550', 'hardware', 1, 120_000],
      ],
    },
    { vatId: 'CHE123456789', ...eur, details: businessIn('CH', 'CHE123456789', '8001', 'Zürich') },
  ),
  /** A consumer in Oslo: the licence supplied where she lives (np I, no reverse charge), the laptop exported. */
  norwegianConsumer: order(
    '01JDNORWEGIANCONSUMER0000',
    {
      buyer: { country: 'NO', kind: 'consumer', vatIdConfirmed: false },
      lines: [
        ['Windows 11 Pro', 'perpetual-licence', 1, 30_000],
        ['Laptop Dell Latitude 5550', 'hardware', 1, 120_000],
      ],
    },
    {
      ...eur,
      language: 'en',
      details: placeOrderInputSchema.parse({
        ...sampleGuestOrderInput,
        contact: { ...sampleGuestOrderInput.contact, country: 'NO', zipCode: '0150', city: 'Oslo' },
        shippingMethod: 'courier',
        parcelLockerId: undefined,
      }),
    },
  ),
} satisfies Record<string, PlacedOrder>;
