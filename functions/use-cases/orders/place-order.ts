import type { BasketView } from '#shared/basket/basket-view';
import { deliveryCountryOf } from '#shared/basket/shipping';
import { stockIdOf } from '#shared/device-as-a-service/device-service-product';
import { vatId as vatIdText } from '#shared/identity/tax-number';
import type { Language } from '#shared/locale';
import { trialEndOf } from '#shared/orders/free-trial';
import { missingConsentFields } from '#shared/orders/order-consents';
import { placedStatus } from '#shared/orders/order-states';
import { paymentDeadlineOf } from '#shared/orders/payment-deadline';
import {
  mayPayWith,
  paymentBasketOf,
  paymentMethodOfId,
  paymentMethodRules,
} from '#shared/orders/payment-methods';
import { basketFieldErrors, type PlaceOrderInput } from '#shared/orders/place-order-input';
import type { PlacedLocker } from '#shared/parcel-lockers';
import { isChargeable } from '#shared/payments/saved-card';
import { orderExchangeRate } from '#shared/pricing/exchange-rates';
import type { PriceLine } from '#shared/pricing/price-list';
import { fieldMessages } from '#shared/validation';
import { sha256 } from '../../lib/table/idempotency-keys';
import type { Order, OrderOwner, StockUnits } from '../../lib/table/orders';
import type { BasketBuyer } from '../basket/basket-buyer';
import { readBasketToPlace } from '../basket/read-basket';
import { type Failure, fail, failOnFields, ok, type Result } from '../result';
import { commitPlacement } from './commit-placements';
import { invoiceRegisterCheck } from './invoice-register-check';
import { orderPlacedEvent } from './order-placed-event';
import { type OrderView, orderView } from './order-view';
import type { PlacementPorts } from './placement-deps';

export interface PlaceOrderRequest {
  buyer: BasketBuyer;
  /** The request's `Idempotency-Key` header, validated. */
  idempotencyKey: string;
  /** The checkout's placement input, validated by `placeOrderInputSchema`. */
  placement: PlaceOrderInput;
}

/** The placed order; a guest's first answer also carries the order link's token. */
export type PlacedOrder = OrderView & { linkToken?: string };

/** A refusal that shows the shopper the basket as it is now. */
export type PlacementFailure = Failure & { basket?: BasketView };

const plus = (a: PriceLine, b: PriceLine): PriceLine => ({
  net: a.net + b.net,
  vat: a.vat + b.vat,
  gross: a.gross + b.gross,
});

/**
 * The buyer, whose VAT id is the placement's company invoice data's (none without it) and whose goods go
 * where its address and shipping method say, not where the query said.
 */
const buyerOfPlacement = ({ buyer, placement }: PlaceOrderRequest): BasketBuyer => {
  const { vatId: _, deliveryCountry: __, ...rest } = buyer;
  const { invoice, shippingMethod, contact } = placement;
  const deliveryCountry = deliveryCountryOf(shippingMethod, contact.country);
  return {
    ...rest,
    ...(invoice ? { vatId: { country: invoice.country, number: invoice.taxNumber } } : {}),
    ...(deliveryCountry ? { deliveryCountry } : {}),
  };
};

/** Idempotency records are kept per caller: a guest's basket id, a customer's sub. */
const scopeOf = ({ owner }: BasketBuyer) =>
  `orders#${owner.kind === 'guest' ? `G${owner.id}` : `C${owner.sub}`}`;

const orderOwnerOf = ({ owner }: BasketBuyer): OrderOwner =>
  owner.kind === 'guest' ? { kind: 'guest' } : { kind: 'client', sub: owner.sub };

/** The first order of a key sent again: the same body answers it again, another is refused. */
const replay = async (
  ports: PlacementPorts,
  input: PlaceOrderRequest,
  record: { bodyHash: string; resultId: string },
  bodyHash: string,
): Promise<Result<PlacedOrder>> => {
  if (record.bodyHash !== bodyHash) return fail('idempotency_key_reused');
  const order = await ports.getOrder(orderOwnerOf(input.buyer), record.resultId);
  if (!order) throw new Error(`idempotency record names order ${record.resultId}, which is gone`);
  return ok(orderView(order, 'customer'));
};

/** Why the basket as it is now cannot become the order the shopper saw, if it cannot. */
const basketRefusal = (basket: BasketView, placement: PlaceOrderInput): PlacementFailure | null => {
  if (basket.messages.some((message) => message.code === 'stock_limit_exceeded')) {
    return { ...fail('not_enough_stock'), basket };
  }
  if (basket.lines.length === 0) return fail('basket_empty');
  if (basket.version !== placement.basketVersion) return { ...fail('order_stale'), basket };
  return null;
};

/** Why the placement does not fit the basket and buyer (account type, method, shipping, consents, data). */
const placementRefusal = (
  basket: BasketView,
  buyer: BasketBuyer,
  placement: PlaceOrderInput,
): Failure | null => {
  const kinds = basket.lines.map((line) => line.kind);
  if ((placement.accountType === 'guest') !== (buyer.owner.kind === 'guest')) {
    return failOnFields('invalid_data', [{ path: 'accountType', message: fieldMessages.invalidValue }]);
  }
  const method = paymentMethodOfId(placement.paymentMethodId);
  if (!method || !mayPayWith(paymentBasketOf(basket, buyer.accountTypeId), method))
    return fail('payment_method_not_available');
  if (!basket.totals.shipping.some((option) => option.method === placement.shippingMethod)) {
    return failOnFields('invalid_data', [{ path: 'shippingMethod', message: fieldMessages.invalidValue }]);
  }
  const missing = missingConsentFields(placement.consents, kinds, method);
  if (missing.length > 0) return failOnFields('consent_required', missing);
  const fields = basketFieldErrors(placement, kinds);
  return fields.length > 0 ? failOnFields('invalid_data', fields) : null;
};

/** A free trial needs the buyer's default saved card, active and unexpired: it pays the month after the trial. */
const trialCardRefusal = async (
  ports: PlacementPorts,
  { owner }: BasketBuyer,
  placement: PlaceOrderInput,
): Promise<Failure | null> => {
  if (paymentMethodOfId(placement.paymentMethodId) !== 'freeTrial' || owner.kind !== 'customer') return null;
  const card = (await ports.listSavedCards(owner.sub)).find((saved) => saved.isDefault);
  return card && isChargeable(card, ports.clock()) ? null : fail('trial_card_required');
};

/**
 * The chosen parcel locker with its address as its operator gives it now: `unknown` when it has no
 * such locker taking parcels; undefined without a locker, or when the operator does not answer (the
 * name alone ships it: the order is not refused for an outage of the operator's map).
 */
const placedLocker = async (
  ports: PlacementPorts,
  { parcelLockerId }: PlaceOrderInput,
): Promise<PlacedLocker | 'unknown' | undefined> => {
  if (!parcelLockerId) return undefined;
  const locker = await ports.findParcelLocker(parcelLockerId).catch(() => null);
  if (locker === null) return undefined;
  if (!locker) return 'unknown';
  const { id, address, zipCode, city } = locker;
  return { id, address, zipCode, city };
};

const orderOf = (
  id: string,
  now: Date,
  basket: BasketView,
  { buyer, placement }: PlaceOrderRequest,
  linkTokenHash: string | undefined,
  partnerId: string | undefined,
): Omit<Order, 'number'> => {
  const shipping = basket.totals.shipping.find((option) => option.method === placement.shippingMethod);
  const shippingLine = { net: shipping?.net ?? 0, vat: shipping?.vat ?? 0, gross: shipping?.gross ?? 0 };
  const goods = { net: basket.totals.net, vat: basket.totals.vat, gross: basket.totals.gross };
  const method = paymentMethodOfId(placement.paymentMethodId);
  const createdAt = now.toISOString();
  const status = method ? placedStatus(paymentMethodRules[method]) : 'unpaid';
  const payBy = status === 'unpaid' ? paymentDeadlineOf(placement.paymentMethodId, now) : undefined;
  return {
    id,
    owner: orderOwnerOf(buyer),
    status,
    ...(payBy ? { payBy } : {}),
    // A free trial costs nothing now: its payment is done; the month after it is another order.
    payment: method === 'freeTrial' ? 'done' : 'waiting',
    ...(method === 'freeTrial' ? { trialEndsAt: trialEndOf(now).toISOString() } : {}),
    createdAt,
    updatedAt: createdAt,
    email: placement.contact.email,
    language: buyer.shopper.language as Language,
    currency: basket.currency,
    vatBuyer: basket.vatBuyer,
    ...(basket.shippingVat ? { shippingVat: basket.shippingVat } : {}),
    ...(placement.invoice
      ? { vatId: vatIdText(placement.invoice.country, placement.invoice.taxNumber) }
      : {}),
    ...(basket.vat && 'check' in basket.vat ? { vatCheck: basket.vat.check } : {}),
    exchangeRate: orderExchangeRate(basket.currency, now.toISOString().slice(0, 10)),
    lines: basket.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      kind: line.kind,
      quantity: line.quantity,
      unitNet: line.unitNet,
      total: { net: line.net, vat: line.vat, gross: line.gross },
      vatTreatment: line.vatTreatment,
      ...(line.afterFirstMonthNet === undefined ? {} : { afterFirstMonthNet: line.afterFirstMonthNet }),
    })),
    totals: {
      goods,
      discount: basket.totals.discount,
      shipping: shippingLine,
      total: plus(goods, shippingLine),
    },
    discountCode: basket.discount?.code ?? null,
    paymentMethod: placement.paymentMethodId,
    shippingMethod: placement.shippingMethod,
    details: placement,
    ...(linkTokenHash ? { linkTokenHash } : {}),
    ...(partnerId ? { partnerId } : {}),
  };
};

/** The partner who brought a signed-in customer, from her profile (never from the request). */
const partnerOfBuyer = (ports: PlacementPorts, { owner }: BasketBuyer): Promise<string | undefined> =>
  owner.kind === 'customer' ? ports.referringPartnerOf(owner.sub) : Promise.resolve(undefined);

/**
 * The counted units the order takes, per product whose stock is counted: a device and its service take
 * the device's together (one item per stock in the transaction, which DynamoDB requires).
 */
const unitsTaken = (basket: BasketView, stockOf: (productId: string) => number | undefined): StockUnits[] => {
  const taken = new Map<string, number>();
  for (const { productId, quantity } of basket.lines) {
    const stockId = stockIdOf(productId);
    if (stockOf(stockId) !== undefined) taken.set(stockId, (taken.get(stockId) ?? 0) + quantity);
  }
  return [...taken].map(([productId, units]) => ({ productId, units }));
};

/** `not_enough_stock` when a counted stock holds fewer units than the order takes, read now (consistently). */
const soldOutNow =
  (ports: PlacementPorts, taken: StockUnits[]) => async (): Promise<'not_enough_stock' | undefined> => {
    if (taken.length === 0) return undefined;
    const units = await ports.unitsOf(taken.map(({ productId }) => productId));
    return taken.some(({ productId, units: wanted }) => (units.get(productId) ?? wanted) < wanted)
      ? ('not_enough_stock' as const)
      : undefined;
  };

const discountUse = (ports: PlacementPorts, code: string) => ({
  item: ports.placementItems.countDiscountUse(code),
  whenConditionFails: 'discount_code_used_up' as const,
});

/**
 * Input: the buyer (owner of the basket), the Idempotency-Key and the checkout's choices.
 * Output: the placed order (201), the first order again for a repeated key and body, or a refusal.
 * Course: the basket is read and priced
 * again by the basket's own use case (every rule re-applied), in one read whose basket revision and
 * counted stock the transaction's conditions build on; a line its stock no longer covers is
 * `not_enough_stock`, an empty basket `basket_empty`, a version other than the one shown
 * `order_stale` (both refusals carry the basket as it is now); the method, shipping and consents must
 * fit the basket, and a parcel locker must be one its operator has (`invalid_data` on
 * `parcelLockerId`; its address kept with the order, or its name alone when the operator does not
 * answer); the invoice's company is kept with how it stood against the public VAT register (the
 * day's answer the checkout's look-up left: `invoice-register-check.ts`). Then one transaction: the
 * order, each counted stock taken (`not_enough_stock`), the discount code's use (`discount_code_used_up`), the idempotency record, the basket's deletion
 * (changed meanwhile: `order_stale`), for a customer a partner brought the order's item under the
 * partner (its `partnerId` is the profile's, never the request's) and `order.placed`. Nothing is stored when any part fails.
 * A key spent before answers its first order again instead (another body: `idempotency_key_reused`).
 * Its record is read only when the course does not place: a first placement deleted the basket, so
 * its repeat is refused by the basket read or, at the latest, by the transaction's spent key; the
 * usual placement is spared that read.
 */
export const placeOrder = async (
  ports: PlacementPorts,
  input: PlaceOrderRequest,
): Promise<Result<PlacedOrder> | PlacementFailure> => {
  const { idempotencyKey, placement } = input;
  const buyer = buyerOfPlacement(input);
  const scope = scopeOf(buyer);
  const bodyHash = sha256(JSON.stringify(placement));
  /** A refusal, unless the key was spent before: then the first order (or 409). */
  const replayOr = async (
    refusal: PlacementFailure,
    now: Date,
  ): Promise<Result<PlacedOrder> | PlacementFailure> => {
    const seen = await ports.idempotencyRecord(scope, idempotencyKey, now);
    return seen ? replay(ports, input, seen, bodyHash) : refusal;
  };

  const priced = await readBasketToPlace(ports, buyer);
  if (!priced.ok) return replayOr(priced, ports.clock());
  const { basket, revision, stockOf } = priced.value;
  const refusal =
    basketRefusal(basket, placement) ??
    placementRefusal(basket, buyer, placement) ??
    (await trialCardRefusal(ports, buyer, placement));
  if (refusal) return replayOr(refusal, ports.clock());
  const locker = await placedLocker(ports, placement);
  if (locker === 'unknown')
    return replayOr(
      failOnFields('invalid_data', [{ path: 'parcelLockerId', message: fieldMessages.invalidValue }]),
      ports.clock(),
    );

  const now = ports.clock();
  const id = ports.newOrderId(now);
  const linkToken = buyer.owner.kind === 'guest' ? ports.newLinkToken() : undefined;
  const partnerId = await partnerOfBuyer(ports, buyer);
  const stockTaken = unitsTaken(basket, stockOf);
  const invoiceCheck =
    placement.invoice && (await invoiceRegisterCheck(ports.keptCompany, placement.invoice));
  const unnumbered = {
    ...orderOf(id, now, basket, input, linkToken && ports.linkTokenHashOf(linkToken), partnerId),
    ...(stockTaken.length > 0 ? { stockTaken } : {}),
    ...(locker ? { parcelLocker: locker } : {}),
    ...(invoiceCheck ? { invoiceCheck } : {}),
  };
  const committed = await commitPlacement(ports, {
    order: unnumbered,
    stockTaken,
    unitsRead: new Map(stockTaken.map(({ productId }) => [productId, stockOf(productId) ?? 0])),
    // One basket is deleted once; a limited code's condition counts one use a transaction.
    exclusive: [
      `basket ${JSON.stringify(buyer.owner)}`,
      ...(basket.discount ? [`discount ${basket.discount.code}`] : []),
    ],
    write: (order) => ({
      items: [
        ...(basket.discount ? [discountUse(ports, basket.discount.code)] : []),
        ...(order.trialEndsAt
          ? [{ item: ports.trialItems.put({ orderId: id, owner: order.owner, endsAt: order.trialEndsAt }) }]
          : []),
        {
          item: ports.idempotencyItems.put(scope, idempotencyKey, { bodyHash, resultId: id }, now),
          whenConditionFails: 'key_spent_meanwhile' as const,
        },
        {
          item: ports.basketItems.delete(buyer.owner, revision ?? 0),
          whenConditionFails: 'order_stale' as const,
        },
      ],
      events: [orderPlacedEvent(order, now, linkToken)],
    }),
    refusalNow: soldOutNow(ports, stockTaken),
  });
  if (committed.ok) {
    return ok({ ...orderView(committed.order, 'customer'), ...(linkToken ? { linkToken } : {}) });
  }
  const { code } = committed;
  if (code !== 'key_spent_meanwhile')
    return replayOr(code === 'order_stale' ? { ...fail(code), basket } : fail(code), now);
  const record = await ports.idempotencyRecord(scope, idempotencyKey, now);
  if (!record) throw new Error('an idempotency key was spent and is gone');
  return replay(ports, input, record, bodyHash);
};
