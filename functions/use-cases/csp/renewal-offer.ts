import type {
  AcceptRenewalOfferInput,
  NotRenewable,
  RenewalOfferView,
} from '#shared/microsoft/renewal-offer';
import { ncePlanOf } from '#shared/microsoft/subscription';
import { logger } from '../../lib/logger';
import type { SubscriptionPatch } from '../../lib/partner-center/partner-center-contract';
import type { readInvoiceByGuid } from '../../lib/table/invoices';
import type { ListedSubscription } from '../../lib/table/microsoft-subscriptions';
import type { lastOrderSequence } from '../../lib/table/order-numbers';
import type { Order, orderItems } from '../../lib/table/orders';
import { commitNewOrder } from '../orders/commit-numbered-order';
import { followUpOrder } from '../orders/follow-up-order';
import { orderPlacedEvent } from '../orders/order-placed-event';
import { fail, ok, type Result } from '../result';
import { type ActiveSubscription, asActive, changeAtMicrosoft } from './active-subscription';
import { putBackAtMicrosoft } from './change-subscription';
import { type PartnerState, partnerStateOf } from './partner-state';
import type { SubscriptionPorts } from './subscription-deps';

export type RenewalOfferPorts = SubscriptionPorts & {
  readInvoiceByGuid: typeof readInvoiceByGuid;
  orderItems: typeof orderItems;
  lastOrderSequence: typeof lastOrderSequence;
  newOrderId: (now: Date) => string;
};

/** Why a subscription may not be renewed now, or undefined when it may. */
const notRenewable = (subscription: ListedSubscription, now: Date): NotRenewable | undefined => {
  if (subscription.prepaidOrderId) return 'paid';
  if (subscription.state !== 'active' || !subscription.termEnd) return 'notActive';
  return Date.parse(subscription.termEnd) <= now.getTime() ? 'ended' : undefined;
};

interface Offer {
  view: RenewalOfferView;
  /** The order that paid the terms the invoice billed: the next terms' order follows it. */
  termOrder: Order;
  subscriptions: ListedSubscription[];
}

/**
 * The caller's offer behind an invoice's guid: the invoice of one of her orders (`invoice_not_found`
 * otherwise, another customer's too), and her subscriptions whose current term that order paid.
 */
const offerOf = async (ports: RenewalOfferPorts, sub: string, guid: string): Promise<Result<Offer>> => {
  const invoice = await ports.readInvoiceByGuid(guid);
  const termOrder = invoice?.kind === 'VAT' ? await ports.findOrder(invoice.orderId) : undefined;
  if (!invoice || termOrder?.owner.kind !== 'client' || termOrder.owner.sub !== sub)
    return fail('invoice_not_found');
  const subscriptions = (await ports.subscriptionsOf(sub)).filter(
    (subscription) => (subscription.termOrderId ?? subscription.orderId) === termOrder.id,
  );
  const now = ports.clock();
  const prepaid = subscriptions.find((subscription) => subscription.prepaidOrderId)?.prepaidOrderId;
  const view: RenewalOfferView = {
    invoiceNumber: invoice.number,
    currency: termOrder.currency,
    lines: subscriptions.map((subscription) => {
      const why = notRenewable(subscription, now);
      return {
        subscriptionId: subscription.id,
        name: subscription.name,
        ...(subscription.names ? { names: subscription.names } : {}),
        billing: subscription.billing,
        quantity: subscription.quantity,
        unitNet: subscription.unitNet,
        ...(subscription.termEnd ? { termEnd: subscription.termEnd } : {}),
        ...(why ? { notRenewable: why } : {}),
      };
    }),
    ...(prepaid ? { orderId: prepaid } : {}),
  };
  return ok({ view, termOrder, subscriptions });
};

/** `GET /api/csp/me/renewal-offers/{invoiceGuid}`: what the invoice's link offers the caller. */
export const readRenewalOffer = async (
  ports: RenewalOfferPorts,
  { sub, guid }: { sub: string; guid: string },
): Promise<Result<RenewalOfferView>> => {
  const offer = await offerOf(ports, sub, guid);
  return offer.ok ? ok(offer.value.view) : offer;
};

interface Renewed {
  subscription: ActiveSubscription;
  patch: SubscriptionPatch;
  state: PartnerState;
}

/**
 * The renewals set at Partner Center put back, when the shop records none of them: each one's
 * renewal as read, unless another acceptance meanwhile ordered its next term (then what Partner Center
 * holds is that order's) or Partner Center shows another change since. Microsoft silent: logged, the
 * hourly reconciliation reports what it still holds.
 */
const putBackRenewals = async (ports: RenewalOfferPorts, renewed: readonly Renewed[]) => {
  for (const { subscription, patch } of renewed) {
    const now = await ports.getSubscription(subscription.sub, subscription.id);
    if (now?.prepaidOrderId) continue;
    await putBackAtMicrosoft(ports, subscription, patch, { subscriptionId: subscription.id }).catch((error) =>
      logger.error('a renewal set at Microsoft could not be put back', {
        subscriptionId: subscription.id,
        error: String(error),
      }),
    );
  }
};

/**
 * Input: the caller, the invoice's guid and the subscriptions to renew with their next term's licences.
 * Output: the offer, accepted, naming the order of the next terms. Course: every line one of the offer's
 * subscriptions that may be renewed now (`subscription_not_found`, `subscription_not_active`: nothing
 * changed); each set to renew at Partner Center with its licences (NCE's scheduled next-term
 * instructions, renewal on; a refusal is the customer's message); then ONE transaction of the order of
 * their next terms (on the invoice's order's basis and VAT, unpaid, paid online by the customer from the
 * page), each subscription naming it (once per term: a second acceptance meanwhile is
 * `subscription_changed`) and `order.placed`. At the term's end the daily renewal finds the term ordered.
 * When Partner Center refuses one of them, or the transaction is refused, the renewals set before are
 * put back at Partner Center (`putBackRenewals`): Microsoft never keeps a renewal the shop has no order
 * of.
 */
export const acceptRenewalOffer = async (
  ports: RenewalOfferPorts,
  { sub, guid, input }: { sub: string; guid: string; input: AcceptRenewalOfferInput },
): Promise<Result<RenewalOfferView>> => {
  const found = await offerOf(ports, sub, guid);
  if (!found.ok) return found;
  const { view, termOrder } = found.value;
  const now = ports.clock();
  const chosen = [];
  for (const line of input.lines) {
    const subscription = found.value.subscriptions.find((one) => one.id === line.subscriptionId);
    if (!subscription) return fail('subscription_not_found');
    const stored = await ports.getSubscription(sub, subscription.id);
    const active = stored && !notRenewable(stored, now) ? asActive(stored) : fail('subscription_not_active');
    if (!active.ok) return active;
    chosen.push({ subscription: active.value, quantity: line.quantity });
  }
  const renewed: Renewed[] = [];
  for (const { subscription, quantity } of chosen) {
    const patch = {
      autoRenewEnabled: true,
      scheduledNextTermInstructions: { quantity, ...ncePlanOf(subscription.billing) },
    };
    const changed = await changeAtMicrosoft(ports, subscription, patch);
    if (!changed.ok) {
      await putBackRenewals(ports, renewed);
      return changed;
    }
    renewed.push({ subscription, patch, state: partnerStateOf(changed.value) });
  }
  const order = followUpOrder(termOrder, {
    id: ports.newOrderId(now),
    now,
    shippingMethod: 'electronic',
    lines: chosen.map(({ subscription, quantity }) => ({
      productId: subscription.productId,
      name: subscription.name,
      kind: 'm365-subscription',
      quantity,
      unitNet: subscription.unitNet,
    })),
  });
  const committed = await commitNewOrder(ports, order, (numbered) => ({
    items: renewed.flatMap(({ subscription, state }, line) => [
      {
        item: ports.subscriptionItems.prepay(subscription, state, { orderId: order.id, line }),
        whenConditionFails: 'subscription_changed' as const,
      },
      {
        item: ports.subscriptionItems.logged(
          'prepaid',
          subscription,
          { ...state, prepaidOrderId: order.id },
          now.toISOString(),
        ),
      },
    ]),
    events: [orderPlacedEvent(numbered, now)],
  }));
  if (!committed.ok) {
    await putBackRenewals(ports, renewed);
    return fail(committed.code);
  }
  return ok({ ...view, orderId: order.id });
};
