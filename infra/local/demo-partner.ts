import { ulid } from 'ulid';
import { conversionItems } from '#functions/lib/table/client-profiles';
import type { Order } from '#functions/lib/table/orders';
import { commitGuarded } from '#functions/lib/table/transaction';
import { commitNewOrder } from '#functions/use-cases/orders/commit-numbered-order';
import { deps as orderDeps } from '#functions/use-cases/orders/deps';
import { deps as partnerDeps } from '#functions/use-cases/partners/deps';
import { enrolPartner } from '#functions/use-cases/partners/enrol-partner';
import { localized } from '#shared/catalogue/localized';
import { companyInvoiceDataSchema } from '#shared/identity/company';
import type { PaymentState } from '#shared/orders/order-payment-states';
import type { OrderStatus } from '#shared/orders/order-states';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { placeOrderInputSchema } from '#shared/orders/place-order-input';
import { vatOf } from '#shared/pricing/vat';
import { lineVatOf, supplyOf, vatTreatment } from '#shared/pricing/vat-treatment';
import { demoProducts } from './demo-catalogue/products';

// The demo business partner: `partner@demo.sklep.local` enrolled by the back office
// with the code `P-DEMO26`, and the customer it brought, `klient.partnera@demo.sklep.local` (a business
// customer of a Kraków company, NIP 1234563218, which the VAT register simulator knows; her invoice
// data as she typed them), with two orders the partner's portal lists. The orders
// are written as placed (no events: no invoice or mail follows them).

export const demoPartnerCode = 'P-DEMO26';

export const demoPartnerUsers = {
  partner: {
    email: 'partner@demo.sklep.local',
    password: 'Demo1234',
    name: 'Paweł Partnerski',
    accountType: 'business',
  },
  customer: {
    email: 'klient.partnera@demo.sklep.local',
    password: 'Demo1234',
    name: 'Marta Zielińska',
    accountType: 'business',
  },
} as const;

/** The customer's Kraków company, as the invoice data form leaves it. */
const company = companyInvoiceDataSchema.parse({
  country: 'PL',
  taxNumber: '1234563218',
  companyName: 'Testowa Spółka Akcyjna',
  companyZipCode: '30-001',
  companyCity: 'Kraków',
  companyStreet: 'Długa',
  companyBuildingNumber: '1',
});
/** A Polish business: every line is a domestic sale at 23 % (shared/pricing/vat-treatment.ts). */
const vatBuyer = { country: 'PL', kind: 'business', vatIdConfirmed: false } as const;

const demoOrder = (
  sub: string,
  partnerId: string,
  {
    createdAt,
    status,
    payment,
    lines,
  }: {
    createdAt: string;
    status: OrderStatus;
    payment: PaymentState;
    lines: { productId: string; quantity: number }[];
  },
): Omit<Order, 'number'> => {
  const orderLines = lines.map(({ productId, quantity }) => {
    const product = demoProducts.find((candidate) => candidate.id === productId);
    if (!product) throw new Error(`the demo catalogue has no ${productId}`);
    const treatment = lineVatOf(vatTreatment({ supply: supplyOf(product.kind), buyer: vatBuyer }));
    const net = product.prices.PLN.price * quantity;
    const vat = vatOf(net, treatment.rate);
    return {
      productId,
      name: localized(product.texts, 'pl').name,
      kind: product.kind,
      quantity,
      unitNet: product.prices.PLN.price,
      total: { net, vat, gross: net + vat },
      vatTreatment: treatment,
    };
  });
  const sum = (pick: (line: (typeof orderLines)[number]) => number) =>
    orderLines.reduce((total, line) => total + pick(line), 0);
  const goods = {
    net: sum((l) => l.total.net),
    vat: sum((l) => l.total.vat),
    gross: sum((l) => l.total.gross),
  };
  const none = { net: 0, vat: 0, gross: 0 };
  return {
    id: ulid(Date.parse(createdAt)),
    owner: { kind: 'client', sub },
    status,
    payment,
    createdAt,
    updatedAt: createdAt,
    email: demoPartnerUsers.customer.email,
    language: 'pl',
    currency: 'PLN',
    vatBuyer,
    vatId: `PL${company.taxNumber}`,
    exchangeRate: null,
    lines: orderLines,
    totals: { goods, discount: none, shipping: none, total: goods },
    discountCode: null,
    paymentMethod: paymentMethodIds.transfer,
    shippingMethod: 'courier',
    details: placeOrderInputSchema.parse({
      basketVersion: 'demo-partner',
      accountType: 'business',
      contact: {
        firstName: 'Marta',
        surname: 'Zielińska',
        phone: '+48 600 100 200',
        email: demoPartnerUsers.customer.email,
        zipCode: company.companyZipCode,
        city: company.companyCity,
        street: company.companyStreet,
        buildingNumber: company.companyBuildingNumber,
      },
      shippingMethod: 'courier',
      invoice: company,
      paymentMethodId: paymentMethodIds.transfer,
      consents: { terms: true, privacy: true },
    }),
    partnerId,
  };
};

/**
 * The partner enrolled (its code fixed, for docs/demo.md), the customer's profile pointing at it with her
 * company's invoice data, and her two orders, each with its item under the partner. `seedUser` makes
 * the users (it answers their sub only when it created them, so this runs once).
 */
export const seedDemoPartner = async (
  seedUser: (
    user: (typeof demoPartnerUsers)[keyof typeof demoPartnerUsers],
    partnerId?: string,
  ) => Promise<string | undefined>,
): Promise<number> => {
  const partnerId = await seedUser(demoPartnerUsers.partner);
  if (!partnerId) return 0;
  const enrolled = await enrolPartner(
    { ...partnerDeps(), newPartnerCode: () => demoPartnerCode },
    { userId: partnerId, currency: 'PLN' },
  );
  if (!enrolled.ok) throw new Error(`the demo partner was not enrolled: ${enrolled.code}`);
  const sub = await seedUser(demoPartnerUsers.customer, partnerId);
  if (!sub) return 1;
  const now = new Date();
  await commitGuarded([{ item: conversionItems.recordInvoiceData(sub, company, now) }]);
  const orders = [
    demoOrder(sub, partnerId, {
      createdAt: '2026-01-14T09:30:00.000Z',
      status: 'finished',
      payment: 'done',
      lines: [{ productId: 'thinkpad-t14-gen-5-16gb-512gb-1a', quantity: 2 }],
    }),
    demoOrder(sub, partnerId, {
      createdAt: '2026-02-03T13:15:00.000Z',
      status: 'toSend',
      payment: 'done',
      lines: [{ productId: 'office-ltsc-standard-2024', quantity: 5 }],
    }),
  ];
  for (const order of orders) {
    await commitNewOrder(orderDeps(), order, () => ({ items: [], events: [] }));
  }
  return 2 + orders.length;
};
