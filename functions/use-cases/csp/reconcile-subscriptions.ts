import type { Subscription } from '../../lib/partner-center/partner-center-contract';
import { PartnerCenterError } from '../../lib/partner-center/port';
import type { activeSubscriptions, StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import { settleChange } from './change-subscription';
import { groupedBy } from './renew-subscriptions';
import type { SubscriptionPorts } from './subscription-deps';

// The reconciliation of the shop's Microsoft 365 subscriptions with Partner Center (the hourly
// `reconcile-subscriptions` schedule): what it repairs by itself, and what it reports to staff because
// money is involved (a seat the customer did not pay for, or paid for and lacks; a refund).

export type ReconcilePorts = SubscriptionPorts & {
  activeSubscriptions: typeof activeSubscriptions;
  /** How long the run may still take (Lambda's remaining time). */
  timeLeftMs: () => number;
};

export const differenceKinds = [
  /** Seats differ: reported (a charge or a refund to decide). */
  'seats',
  /** Cancelled, suspended or ended at Microsoft while its term runs in the shop: reported (a refund to decide). */
  'cancelledAtMicrosoft',
  /** The shop's subscription names one Partner Center does not have: reported. */
  'missingAtMicrosoft',
  /** Partner Center has one in the tenant that no subscription of the shop names: reported (nobody pays for it). */
  'unknownAtMicrosoft',
] as const;

export interface SubscriptionDifference {
  kind: (typeof differenceKinds)[number];
  tenantId: string;
  partnerSubscriptionId: string;
  /** The shop's subscription and its customer (none for one only Microsoft has). */
  subscriptionId?: string;
  sub?: string;
  /** What each side holds: its seats, or its status. */
  shop?: number | string;
  microsoft?: number | string;
}

export interface Reconciliation {
  tenants: number;
  /** Changes of subscriptions left unfinished (a crash, Microsoft's silence), resumed and recorded or undone. */
  settled: number;
  /** Subscriptions whose renewal (auto-renew, the next term's licences) was set as Partner Center has it. */
  repaired: number;
  /** Tenants Partner Center did not answer for, and tenants left to the next run for want of time. */
  unanswered: number;
  deferred: number;
  differences: SubscriptionDifference[];
}

/** A subscription of Partner Center this old that the shop does not name is reported; a younger one may still be provisioning. */
export const unknownAfterMs = 24 * 3_600_000;

/** No tenant starts with less time left than this (its settling and reading fit in it). */
export const reconcileTimeMarginMs = 60_000;

/** What the shop keeps of Partner Center's renewal: set by the reconciliation when they differ. */
const renewalOf = (found: Subscription) => ({
  autoRenew: found.autoRenewEnabled,
  nextTermQuantity: found.scheduledNextTermInstructions?.quantity ?? null,
});

/** The shop's renewal set as Partner Center has it, with its log; false when it was already so or changed meanwhile. */
const repairRenewal = async (
  ports: ReconcilePorts,
  subscription: StoredSubscription,
  found: Subscription,
) => {
  const renewal = renewalOf(found);
  if (
    renewal.autoRenew === (subscription.autoRenew ?? false) &&
    renewal.nextTermQuantity === (subscription.nextTermQuantity ?? null)
  )
    return false;
  const repaired = await ports.commit([
    {
      item: ports.subscriptionItems.change(subscription, renewal),
      whenConditionFails: 'subscription_changed',
    },
    { item: ports.subscriptionItems.logged('changed', subscription, renewal, ports.clock().toISOString()) },
  ]);
  return repaired.ok;
};

/**
 * One active subscription of the shop against Partner Center's (`found`): its renewal repaired, its
 * difference (seats, cancelled there, missing there) reported. A term Partner Center renewed and the
 * shop not yet is the renewal schedule's, compared after it; one still provisioning at Microsoft waits.
 */
const compare = async (
  ports: ReconcilePorts,
  subscription: StoredSubscription & { tenantId: string; partnerSubscriptionId: string },
  found: Subscription | undefined,
  result: Reconciliation,
) => {
  const { tenantId, partnerSubscriptionId, id: subscriptionId, sub } = subscription;
  const named = { tenantId, partnerSubscriptionId, subscriptionId, sub };
  if (!found) {
    result.differences.push({ kind: 'missingAtMicrosoft', ...named, shop: subscription.state });
    return;
  }
  if (found.status === 'pending' || found.commitmentEndDate !== subscription.termEnd) return;
  const ended = Date.parse(found.commitmentEndDate) <= ports.clock().getTime();
  if (found.status !== 'active' && !(found.status === 'expired' && ended)) {
    result.differences.push({
      kind: 'cancelledAtMicrosoft',
      ...named,
      shop: subscription.state,
      microsoft: found.status,
    });
    return;
  }
  if (await repairRenewal(ports, subscription, found)) result.repaired += 1;
  if (found.quantity !== subscription.quantity)
    result.differences.push({
      kind: 'seats',
      ...named,
      shop: subscription.quantity,
      microsoft: found.quantity,
    });
};

/**
 * One tenant: its subscriptions' unfinished changes settled first; then Partner Center's subscriptions
 * of the tenant read once and compared with the shop's (those whose change is still being made left
 * for the next run); those of Partner Center no subscription of the shop names reported.
 */
const reconcileTenant = async (
  ports: ReconcilePorts,
  tenantId: string,
  listed: readonly StoredSubscription[],
  result: Reconciliation,
) => {
  const current: StoredSubscription[] = [];
  for (const read of listed) {
    const settled = await settleChange(ports, read.id);
    if (!settled.ok) continue;
    if (settled.value) result.settled += 1;
    const subscription = settled.value ? await ports.getSubscription(read.sub, read.id) : read;
    if (subscription) current.push(subscription);
  }
  let found: Subscription[];
  try {
    found = await ports.partnerCenter().listSubscriptions(tenantId);
  } catch (error) {
    if (!(error instanceof PartnerCenterError)) throw error;
    result.unanswered += 1;
    return;
  }
  const byId = new Map(found.map((subscription) => [subscription.id, subscription]));
  for (const subscription of current)
    if (subscription.state === 'active' && subscription.partnerSubscriptionId)
      await compare(
        ports,
        { ...subscription, tenantId, partnerSubscriptionId: subscription.partnerSubscriptionId },
        byId.get(subscription.partnerSubscriptionId),
        result,
      );
  const named = new Set(listed.map((subscription) => subscription.partnerSubscriptionId));
  const oldEnough = ports.clock().getTime() - unknownAfterMs;
  for (const unknown of found)
    if (
      !named.has(unknown.id) &&
      unknown.status !== 'deleted' &&
      unknown.status !== 'expired' &&
      Date.parse(unknown.creationDate) <= oldEnough
    )
      result.differences.push({
        kind: 'unknownAtMicrosoft',
        tenantId,
        partnerSubscriptionId: unknown.id,
        microsoft: unknown.quantity,
      });
};

/**
 * The `reconcile-subscriptions` schedule's work (hourly). Input: the ports. Output: the counts and the
 * differences found, which the schedule reports to staff. Course: every active subscription of the
 * shop (those holding renewal keys), by tenant; per tenant, while the time allows (else `deferred`):
 * the changes of its subscriptions left unfinished settled (resumed where they stopped, so recorded
 * with what they cost or give back, or undone at Microsoft); Partner Center's subscriptions of the
 * tenant read (silent: `unanswered`, asked again next run); each of the shop's compared. Repaired by
 * itself: an unfinished change (settled), and the renewal Partner Center has (auto-renew and the
 * next term's licences, which cost nothing until the renewal, whose schedule bills what Microsoft
 * renewed). Reported, never changed: seats that differ, one cancelled or ended at Microsoft while
 * its term runs in the shop, one missing at Microsoft, one at Microsoft the shop does not name.
 */
export const reconcileSubscriptions = async (ports: ReconcilePorts): Promise<Reconciliation> => {
  const result: Reconciliation = {
    tenants: 0,
    settled: 0,
    repaired: 0,
    unanswered: 0,
    deferred: 0,
    differences: [],
  };
  const active: StoredSubscription[] = [];
  for await (const page of ports.activeSubscriptions(ports.clock())) active.push(...page);
  const tenants = groupedBy(
    active.filter((subscription) => subscription.tenantId),
    (subscription) => subscription.tenantId as string,
  );
  for (const listed of tenants) {
    if (ports.timeLeftMs() < reconcileTimeMarginMs) {
      result.deferred += 1;
      continue;
    }
    result.tenants += 1;
    await reconcileTenant(ports, (listed[0] as StoredSubscription).tenantId as string, listed, result);
  }
  return result;
};
