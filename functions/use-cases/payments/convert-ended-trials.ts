import type { Order } from '../../lib/table/orders';
import type { listEndedTrials, Trial, trialItems } from '../../lib/table/trials';
import { commitNewOrder, type UnnumberedOrder } from '../orders/commit-numbered-order';
import type { OrderPorts } from '../orders/deps';
import { followUpOrder } from '../orders/follow-up-order';
import { orderPlacedEvent } from '../orders/order-placed-event';
import { type ChargeSavedCardPorts, chargeOrderToSavedCard, type OffSessionUrls } from './charge-saved-card';
import type { PaymentPorts } from './deps';

/** Trials converted in one run; the next run takes the rest. */
export const trialsPerRun = 25;

export type TrialPorts = ChargeSavedCardPorts &
  Pick<OrderPorts, 'getOrder' | 'orderItems' | 'lastOrderSequence'> &
  Pick<PaymentPorts, 'newPaymentId'> & {
    listEndedTrials: typeof listEndedTrials;
    trialItems: typeof trialItems;
    newOrderId: (now: Date) => string;
  };

/** What a run did with each ended trial: its month ordered and charged, charged in vain, or just ended. */
export interface ConvertedTrials {
  charged: number;
  chargeFailed: number;
  ended: number;
}

/**
 * The order of the month after a trial: its lines at the price from the second month on, priced on the
 * buyer's basis by the basket's one rounding rule, VAT at the trial's rate, paid by card, unpaid.
 */
const monthAfter = (trial: Order, id: string, now: Date): UnnumberedOrder =>
  followUpOrder(trial, {
    id,
    now,
    lines: trial.lines.map(({ productId, name, kind, quantity, unitNet, afterFirstMonthNet }) => ({
      productId,
      name,
      kind,
      quantity,
      unitNet: afterFirstMonthNet ?? unitNet,
    })),
  });

/**
 * One ended trial. A trial whose order was cancelled or returned just ends. Otherwise its next month
 * is placed as an order of its own, in ONE transaction with the trial's item deleted (a second run
 * finds none: `trial_converted`, nothing twice) and `order.placed` (the buyer's confirmation mail with
 * the order's link); then the buyer's default saved card is charged off-session for it. A card that
 * cannot be charged leaves the order unpaid: the buyer pays it online from the order's page.
 */
const convertTrial = async (
  ports: TrialPorts,
  trial: Trial,
  urls: OffSessionUrls,
): Promise<keyof ConvertedTrials | 'none'> => {
  const now = ports.clock();
  const order = await ports.getOrder(trial.owner, trial.orderId);
  const convert = { item: ports.trialItems.convert(trial), whenConditionFails: 'trial_converted' as const };
  if (!order || order.status === 'cancelled' || order.status === 'returned') {
    const ended = await ports.commit([convert]);
    return ended.ok ? 'ended' : 'none';
  }
  const placed = await commitNewOrder(ports, monthAfter(order, ports.newOrderId(now), now), (next) => ({
    items: [convert],
    events: [orderPlacedEvent(next, now)],
  }));
  if (!placed.ok || trial.owner.kind !== 'client') return 'none';
  return chargeOrderToSavedCard(ports, {
    sub: trial.owner.sub,
    order: placed.order,
    urls,
    what: 'trial month',
  });
};

/**
 * The `convert-ended-trials` schedule's work (payment method 7): each free trial whose
 * end has come, up to `trialsPerRun` a run, converted by `convertTrial`.
 */
export const convertEndedTrials = async (
  ports: TrialPorts,
  urls: OffSessionUrls,
): Promise<ConvertedTrials> => {
  const counts: ConvertedTrials = { charged: 0, chargeFailed: 0, ended: 0 };
  for (const trial of await ports.listEndedTrials(ports.clock(), trialsPerRun)) {
    const outcome = await convertTrial(ports, trial, urls);
    if (outcome !== 'none') counts[outcome] += 1;
  }
  return counts;
};
