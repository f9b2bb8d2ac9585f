import type { ErrorCode } from '#shared/errors';
import type { LicenceTerms } from '#shared/microsoft/licence-change';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import type { Subscription, SubscriptionPatch } from '../../lib/partner-center/partner-center-contract';
import { PartnerCenterError, type PartnerCenterFailure } from '../../lib/partner-center/port';
import type { StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import type { OutboxItem } from '../../lib/table/outbox';
import { fail, ok, type Result } from '../result';
import { partnerStateOf } from './partner-state';
import type { SubscriptionPorts } from './subscription-deps';
import { subscriptionView } from './subscription-view';

// What every change of a running subscription starts from: the caller's own
// subscription, active at Microsoft, and Partner Center's answer to the change as the customer's message.

export type ActiveSubscription = StoredSubscription &
  Required<Pick<StoredSubscription, 'tenantId' | 'partnerSubscriptionId' | 'termStart' | 'termEnd'>>;

/** The subscription as an active one, or `subscription_not_active`. */
export const asActive = (subscription: StoredSubscription): Result<ActiveSubscription> => {
  const { state, tenantId, partnerSubscriptionId, termStart, termEnd } = subscription;
  if (state !== 'active' || !tenantId || !partnerSubscriptionId || !termStart || !termEnd)
    return fail('subscription_not_active');
  return ok(subscription as ActiveSubscription);
};

/** The caller's subscription, or `subscription_not_found`; one not active is `subscription_not_active`. */
export const activeSubscriptionOf = async (
  ports: Pick<SubscriptionPorts, 'getSubscription'>,
  sub: string,
  subscriptionId: string,
): Promise<Result<ActiveSubscription>> => {
  const subscription = await ports.getSubscription(sub, subscriptionId);
  return subscription ? asActive(subscription) : fail('subscription_not_found');
};

export const licenceTermsOf = (subscription: ActiveSubscription): LicenceTerms => ({
  unitNet: subscription.unitNet,
  quantity: subscription.quantity,
  termStart: subscription.termStart,
  termEnd: subscription.termEnd,
});

const codes: Partial<Record<PartnerCenterFailure, ErrorCode>> = {
  window_closed: 'licence_change_window_closed',
  subscription_inactive: 'subscription_not_active',
  not_found: 'subscription_not_found',
};

/** The change made at Partner Center: its subscription after it, or the refusal as the customer's message. */
export const changeAtMicrosoft = async (
  ports: Pick<SubscriptionPorts, 'partnerCenter'>,
  subscription: ActiveSubscription,
  patch: SubscriptionPatch,
): Promise<Result<Subscription>> => {
  try {
    return ok(
      await ports
        .partnerCenter()
        .updateSubscription(subscription.tenantId, subscription.partnerSubscriptionId, patch),
    );
  } catch (error) {
    if (!(error instanceof PartnerCenterError)) throw error;
    return fail(codes[error.failure] ?? 'microsoft_unavailable');
  }
};

/**
 * A change made at Partner Center, then kept: the subscription as Partner Center answered (and, for
 * added or removed licences, their `charge` for the next invoice, with the `events` it raises), conditional on the seats and renewal read
 * (`subscription_changed` when another change landed meanwhile). A refusal is the customer's message
 * and changes nothing here either.
 */
export const changeAndKeep = async (
  ports: Pick<SubscriptionPorts, 'partnerCenter' | 'commit' | 'subscriptionItems' | 'clock'>,
  subscription: ActiveSubscription,
  patch: SubscriptionPatch,
  charge?: NonNullable<StoredSubscription['charges']>[number],
  events: OutboxItem[] = [],
): Promise<Result<SubscriptionView>> => {
  const changed = await changeAtMicrosoft(ports, subscription, patch);
  if (!changed.ok) return changed;
  const state = partnerStateOf(changed.value);
  const committed = await ports.commit(
    [
      {
        item: ports.subscriptionItems.change(subscription, state, charge),
        whenConditionFails: 'subscription_changed',
      },
      {
        item: ports.subscriptionItems.logged(
          'changed',
          subscription,
          { ...state, chargeNet: charge?.net ?? 0 },
          ports.clock().toISOString(),
        ),
      },
    ],
    events,
  );
  if (!committed.ok) return fail(committed.code);
  const charges = charge ? [...(subscription.charges ?? []), charge] : subscription.charges;
  return ok(subscriptionView({ ...subscription, ...state, ...(charges ? { charges } : {}) }, ports.clock()));
};
