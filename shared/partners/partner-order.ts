import type { Currency } from '../locale';
import type { OrderStatus } from '../orders/order-states';
import { orderStatusIds } from '../orders/order-states';
import type { PlacedOrder } from '../orders/order-view';

// What a partner sees of an order of a customer it brought. Decided here, once, and
// asserted by the tests: the order's number, date, status, the customer as a company name (a business
// buyer's invoice data) or as a first name and the surname's initial, the products and quantities, the
// net total and its currency. Never the e-mail, phone, addresses, tax number, payment method or any
// payment detail, nor gross amounts or VAT terms: the customer's data stays the shop's.

export interface PartnerOrderLine {
  productId: string;
  name: string;
  quantity: number;
}

export interface PartnerOrderView {
  id: string;
  number: string;
  createdAt: string;
  status: OrderStatus;
  statusId: number;
  /** A company name, or `Jan K.`: never the contact's full name. */
  customer: string;
  lines: PartnerOrderLine[];
  /** The order's total net of VAT (goods less discount, plus shipping), minor units of `currency`. */
  net: number;
  currency: Currency;
}

/** Every field a partner's order view may carry: a test holds the projection to it. */
export const partnerOrderFields = [
  'id',
  'number',
  'createdAt',
  'status',
  'statusId',
  'customer',
  'lines',
  'net',
  'currency',
] as const satisfies readonly (keyof PartnerOrderView)[];

/** `Jan K.`: the first name and the surname's first letter; a company's name as it is. */
export const customerLabelOf = (details: Pick<PlacedOrder['details'], 'contact' | 'invoice'>): string => {
  const company = details.invoice?.companyName.trim();
  if (company) return company;
  const first = details.contact.firstName.trim();
  const initial = [...details.contact.surname.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
};

/** The projection of an order to what its customer's partner may see. */
export const partnerOrderViewOf = (order: PlacedOrder): PartnerOrderView => ({
  id: order.id,
  number: order.number,
  createdAt: order.createdAt,
  status: order.status,
  statusId: orderStatusIds[order.status],
  customer: customerLabelOf(order.details),
  lines: order.lines.map(({ productId, name, quantity }) => ({ productId, name, quantity })),
  net: order.totals.total.net,
  currency: order.currency,
});
