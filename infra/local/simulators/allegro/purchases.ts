import { randomUUID } from 'node:crypto';
import { amountOf, minorUnitsOf } from '#functions/lib/allegro/allegro-amount';
import type { CheckoutFormAnswer, LineItem } from '#functions/lib/allegro/allegro-contract';
import type { AllegroBook, BuyerBehaviour, SimulatedForm } from './allegro-book';
import {
  deliveryMethods,
  type FixtureBuyer,
  fixtureBuyers,
  invoiceCompany,
  lockers,
} from './allegro-fixtures';

// Buyers at the simulated Allegro: a purchase takes the offers' stock and makes its checkout form,
// which the buyer fills in at once (BOUGHT, then FILLED_IN: delivery, invoice, payment chosen), then
// pays (READY_FOR_PROCESSING), pays later or never, cancels (BUYER_CANCELLED), or pays on delivery
// (READY_FOR_PROCESSING unpaid). A form whose buyer never paid is cancelled by Allegro
// (AUTO_CANCELLED). A cancelled purchase gives its units back to the offers. Each change makes a new
// revision and is written to the journal.

export interface PurchaseOrder {
  lines: { offerId: string; quantity: number }[];
  buyer: BuyerBehaviour;
  /** A parcel locker's name (`KRA01M`): delivered there; else by courier to the buyer's address. */
  locker?: string;
  invoice: 'none' | 'private' | 'company';
  /** Only the purchase's last event is written (Allegro promises one event per order, not every step). */
  onlyFinalEvent: boolean;
}

export type Refusal = { refused: 'unknown_offer' | 'not_enough_stock' | 'unknown_locker'; detail: string };

const price = (minorUnits: number) => ({ amount: amountOf(minorUnits), currency: 'PLN' as const });

const deliveryOf = (buyer: FixtureBuyer, locker: string | undefined) => {
  const receiver = {
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    ...buyer.address,
    countryCode: 'PL',
    phoneNumber: buyer.phoneNumber,
  };
  const point = lockers.find((candidate) => candidate.name === locker);
  if (!point) {
    const { id, name, cost } = deliveryMethods.courier;
    return { address: receiver, method: { id, name }, cost: price(cost) };
  }
  const { id, name, cost } = deliveryMethods.locker;
  const { street, building_number, post_code, city } = point.address_details;
  return {
    address: receiver,
    method: { id, name },
    pickupPoint: {
      id: point.name,
      name: `Paczkomat ${point.name}`,
      description: point.location_description,
      address: { street: `${street} ${building_number}`, zipCode: post_code, city, countryCode: 'PL' },
    },
    cost: price(cost),
  };
};

const invoiceOf = (buyer: FixtureBuyer, invoice: PurchaseOrder['invoice']): CheckoutFormAnswer['invoice'] => {
  if (invoice === 'none') return { required: false };
  if (invoice === 'private')
    return {
      required: true,
      address: {
        ...buyer.address,
        countryCode: 'PL',
        company: null,
        naturalPerson: { firstName: buyer.firstName, lastName: buyer.lastName },
      },
    };
  return {
    required: true,
    address: {
      ...invoiceCompany.address,
      countryCode: 'PL',
      company: {
        name: invoiceCompany.name,
        ids: [{ type: 'PL_NIP', value: invoiceCompany.taxId }],
        taxId: invoiceCompany.taxId,
        vatPayerStatus: 'ACTIVE',
      },
      naturalPerson: null,
    },
  };
};

export const createPurchases = (book: AllegroBook, clock: () => Date) => {
  const returnStock = (kept: SimulatedForm) => {
    for (const line of kept.form.lineItems) {
      const offer = book.offer(line.offer.id);
      if (offer) offer.available += line.quantity;
    }
  };

  /** Why a set of orders cannot be bought now (all or none are), or undefined. */
  const refusalOf = (orders: PurchaseOrder[]): Refusal | undefined => {
    const wanted = new Map<string, number>();
    for (const { lines, locker } of orders) {
      if (locker !== undefined && !lockers.some((point) => point.name === locker))
        return { refused: 'unknown_locker', detail: locker };
      for (const { offerId, quantity } of lines) wanted.set(offerId, (wanted.get(offerId) ?? 0) + quantity);
    }
    for (const [offerId, quantity] of wanted) {
      const offer = book.offer(offerId);
      if (!offer) return { refused: 'unknown_offer', detail: offerId };
      if (offer.available < quantity) return { refused: 'not_enough_stock', detail: offerId };
    }
    return undefined;
  };

  const purchase = (order: PurchaseOrder): SimulatedForm => {
    const now = clock();
    const buyer = fixtureBuyers[book.book.purchases % fixtureBuyers.length] as FixtureBuyer;
    book.book.purchases += 1;
    const lineItems: LineItem[] = order.lines.map(({ offerId, quantity }) => {
      const offer = book.offer(offerId);
      if (!offer) throw new Error(`no offer ${offerId}`);
      offer.available -= quantity;
      const external = offer.externalId ? { id: offer.externalId } : null;
      return {
        id: randomUUID(),
        offer: { id: offer.id, name: offer.name, external },
        quantity,
        originalPrice: offer.price,
        price: offer.price,
        boughtAt: now.toISOString(),
      };
    });
    const delivery = deliveryOf(buyer, order.locker);
    const items = lineItems.reduce((sum, line) => sum + minorUnitsOf(line.price.amount) * line.quantity, 0);
    const kept = book.addForm({
      id: randomUUID(),
      buyer: { id: buyer.id, email: buyer.email, login: buyer.login, guest: buyer.guest },
      status: 'BOUGHT',
      fulfillment: { status: 'NEW', shipmentSummary: { lineItemsSent: 'NONE' } },
      lineItems,
      marketplace: { id: 'allegro-pl' },
      summary: { totalToPay: price(items + minorUnitsOf(delivery.cost.amount)) },
      updatedAt: now.toISOString(),
    });
    const record = (type: Parameters<AllegroBook['record']>[0], last: boolean) => {
      if (last || !order.onlyFinalEvent) book.record(type, kept, clock());
    };
    const paysOnDelivery = order.buyer === 'cashOnDelivery';
    record('BOUGHT', false);
    book.change(kept, now, (form) => {
      form.status = paysOnDelivery ? 'READY_FOR_PROCESSING' : 'FILLED_IN';
      form.buyer = {
        ...form.buyer,
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        phoneNumber: buyer.phoneNumber,
      };
      form.delivery = delivery;
      form.invoice = invoiceOf(buyer, order.invoice);
      form.payment = paysOnDelivery
        ? { id: randomUUID(), type: 'CASH_ON_DELIVERY', provider: 'OFFLINE' }
        : { id: randomUUID(), type: 'ONLINE', provider: 'P24' };
    });
    const waits = order.buyer === 'paysLater' || order.buyer === 'neverPays';
    record('FILLED_IN', waits);
    if (paysOnDelivery) record('READY_FOR_PROCESSING', true);
    if (order.buyer === 'paysNow') pay(kept);
    if (order.buyer === 'cancels') cancel(kept, 'BUYER_CANCELLED');
    return kept;
  };

  /** The buyer pays a form filled in: READY_FOR_PROCESSING, paid in full; false when not waiting for it. */
  const pay = (kept: SimulatedForm): boolean => {
    const { form } = kept;
    if (form.status !== 'FILLED_IN' || form.payment?.finishedAt) return false;
    const now = clock();
    book.change(kept, now, (changing) => {
      changing.status = 'READY_FOR_PROCESSING';
      if (changing.payment)
        changing.payment = {
          ...changing.payment,
          finishedAt: now.toISOString(),
          paidAmount: form.summary.totalToPay,
        };
    });
    book.record('READY_FOR_PROCESSING', kept, now);
    return true;
  };

  /**
   * The buyer cancels (any time before the form is cancelled), or Allegro does (`AUTO_CANCELLED`, only
   * while unpaid and not paid on delivery); false when not possible.
   */
  const cancel = (kept: SimulatedForm, type: 'BUYER_CANCELLED' | 'AUTO_CANCELLED'): boolean => {
    const { form } = kept;
    if (form.status === 'CANCELLED') return false;
    if (type === 'AUTO_CANCELLED' && (form.status === 'READY_FOR_PROCESSING' || form.payment?.finishedAt))
      return false;
    const now = clock();
    book.change(kept, now, (changing) => {
      changing.status = 'CANCELLED';
    });
    returnStock(kept);
    book.record(type, kept, now);
    return true;
  };

  return { refusalOf, purchase, pay, cancel };
};
export type Purchases = ReturnType<typeof createPurchases>;
