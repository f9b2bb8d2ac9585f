import { sampleInvoiceData } from '../identity/sample-invoice-data';
import type { OrderLine, PlacedOrder } from '../orders/order-view';
import { placeOrderInputSchema } from '../orders/place-order-input';
import { sampleBusinessOrderInput, sampleGuestOrderInput } from '../orders/sample-order-input';
import type { PriceLine } from '../pricing/price-list';

// Placed orders for the invoice tests and the bench: one per rule of invoice-for-order.ts (a PLN
// consumer, a Polish business, an EU business under reverse charge, an order in EUR, a split payment).

const priced = (net: number, rate: number): PriceLine => {
  const vat = Math.round((net * rate) / 10_000);
  return { net, vat, gross: net + vat };
};

const line = (name: string, kind: string, quantity: number, unitNet: number, rate: number): OrderLine => ({
  productId: `p-${name.length}`,
  name,
  kind,
  quantity,
  unitNet,
  total: priced(unitNet * quantity, rate),
});

const sum = (lines: PriceLine[]): PriceLine => ({
  net: lines.reduce((total, item) => total + item.net, 0),
  vat: lines.reduce((total, item) => total + item.vat, 0),
  gross: lines.reduce((total, item) => total + item.gross, 0),
});

const order = (
  id: string,
  lines: OrderLine[],
  shipping: PriceLine,
  rest: Partial<PlacedOrder>,
): PlacedOrder => {
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
    vatRate: 2300,
    reverseCharge: false,
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

const euBusiness = placeOrderInputSchema.parse({
  ...sampleBusinessOrderInput,
  invoice: {
    ...sampleInvoiceData,
    country: 'DE',
    taxNumber: 'DE123456789',
    companyZipCode: '10115',
    companyCity: 'Berlin',
  },
});

export const sampleOrders = {
  /** A consumer paying by BLIK in PLN: a licence and courier shipping. */
  consumerPln: order(
    '01JDCONSUMERPLN0000000000',
    [line('Microsoft 365 Business Standard & więcej <1 rok>', 'perpetual-licence', 2, 49_900, 2300)],
    priced(1_500, 2300),
    {},
  ),
  /** A Polish business with its NIP, deferred payment. */
  businessPln: order(
    '01JDBUSINESSPLN0000000000',
    [line('Laptop Dell Latitude 5550', 'hardware', 1, 520_000, 2300)],
    priced(0, 2300),
    {
      paymentMethod: 4,
      details: placeOrderInputSchema.parse(sampleBusinessOrderInput),
    },
  ),
  /** A German business whose VAT id VIES confirmed: reverse charge, a laptop and a licence. */
  euReverseCharge: order(
    '01JDEUREVERSE000000000000',
    [
      line('Laptop Dell Latitude 5550', 'hardware', 1, 120_000, 0),
      line('Windows 11 Pro', 'perpetual-licence', 1, 30_000, 0),
    ],
    priced(2_000, 0),
    {
      vatRate: 0,
      reverseCharge: true,
      vatId: 'DE123456789',
      currency: 'EUR',
      exchangeRate: { rate: 4.22, date: '2026-11-19' },
      details: euBusiness,
    },
  ),
  /** A consumer paying in EUR: the VAT in PLN at the order's rate. */
  consumerEur: order(
    '01JDCONSUMEREUR0000000000',
    [line('Windows 11 Pro', 'perpetual-licence', 3, 5_990, 2300)],
    priced(0, 2300),
    {
      currency: 'EUR',
      language: 'de',
      exchangeRate: { rate: 4.22, date: '2026-11-19' },
    },
  ),
  /** A German consumer paying in EUR: taxed at Germany's 19 % under the one-stop shop (OSS). */
  consumerOssDe: order(
    '01JDCONSUMEROSSDE00000000',
    [line('Microsoft 365 Personal <1 rok>', 'subscription', 2, 8_000, 1900)],
    priced(1_000, 1900),
    {
      currency: 'EUR',
      language: 'de',
      vatRate: 1900,
      vatCountry: 'DE',
      exchangeRate: { rate: 4.22, date: '2026-11-19' },
    },
  ),
  /** A Polish business buying ten laptops: over PLN 15,000 with annex 15 goods, split payment. */
  splitPayment: order(
    '01JDSPLITPAYMENT000000000',
    [line('Laptop Lenovo ThinkPad T14', 'hardware', 10, 450_000, 2300)],
    priced(0, 2300),
    {
      paymentMethod: 2,
      details: placeOrderInputSchema.parse(sampleBusinessOrderInput),
    },
  ),
} satisfies Record<string, PlacedOrder>;
