import type { ErrorCode } from '#shared/errors';
import type { LicenceTerms } from '#shared/microsoft/licence-change';
import type { Subscription, SubscriptionPatch } from '../../lib/partner-center/partner-center-contract';
import { PartnerCenterError, type PartnerCenterFailure } from '../../lib/partner-center/port';
import type { StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import { fail, ok, type Result } from '../result';
import type { SubscriptionPorts } from './subscription-deps';

// What every change of a running subscription starts from: the caller's own subscription, active at
// Microsoft, and Partner Center's answer to the change as the customer's message.

export type ActiveSubscription = StoredSubscription &
  Required<Pick<StoredSubscription, 'tenantId' | 'partnerSubscriptionId' | 'termStart' | 'termEnd'>>;

/** The subscription as an active one, or `subscription_not_active`. */
export const asActive = (subscription: StoredSubscription): Result<ActiveSubscription> => {
  const { state, tenantId, partnerSubscriptionId, termStart, termEnd } = subscription;
  if (state !== 'active' || !tenantId || !partnerSubscriptionId || !termStart || !termEnd)
    return fail('subscription_not_active');
  return ok(subscription as ActiveSubscription);
};

export const licenceTermsOf = (subscription: ActiveSubscription): LicenceTerms => ({
  unitNet: subscription.unitNet,
  quantity: subscription.quantity,
  termStart: subscription.termStart,
  termEnd: subscription.termEnd,
});

/** When to ask again after Microsoft did not answer a change. */
export const changeRetryAfterSeconds = 60;

const codes: Partial<Record<PartnerCenterFailure, ErrorCode>> = {
  window_closed: 'licence_change_window_closed',
  subscription_inactive: 'subscription_not_active',
  not_found: 'subscription_not_found',
};

/** Whether Partner Center's subscription shows everything `patch` asks for. */
export const showsChange = (subscription: Subscription, patch: SubscriptionPatch): boolean =>
  (patch.status === undefined || subscription.status === patch.status) &&
  (patch.quantity === undefined || subscription.quantity === patch.quantity) &&
  (patch.autoRenewEnabled === undefined || subscription.autoRenewEnabled === patch.autoRenewEnabled) &&
  (patch.scheduledNextTermInstructions === undefined ||
    (subscription.scheduledNextTermInstructions?.quantity ?? null) ===
      (patch.scheduledNextTermInstructions?.quantity ?? null));

/**
 * The change made at Partner Center: its subscription after it, or the refusal as the customer's
 * message; Microsoft's silence is `microsoft_unavailable` with when to ask again (the change may have
 * been made: asking again repeats it). Every patch sets values, never adds to them, so a repeat changes
 * nothing twice; a repeat Partner Center refuses because the first already landed (a cancelled
 * subscription cannot be cancelled again) is taken as made when its subscription shows it.
 */
export const changeAtMicrosoft = async (
  ports: Pick<SubscriptionPorts, 'partnerCenter'>,
  { tenantId, partnerSubscriptionId }: ActiveSubscription,
  patch: SubscriptionPatch,
): Promise<Result<Subscription>> => {
  try {
    return ok(await ports.partnerCenter().updateSubscription(tenantId, partnerSubscriptionId, patch));
  } catch (error) {
    if (!(error instanceof PartnerCenterError)) throw error;
    if (error.failure === 'unavailable' || error.failure === 'throttled')
      return fail('microsoft_unavailable', changeRetryAfterSeconds);
    const refusal = fail(codes[error.failure] ?? 'microsoft_unavailable');
    const now = await ports
      .partnerCenter()
      .getSubscription(tenantId, partnerSubscriptionId)
      .catch((silent: unknown) => {
        if (silent instanceof PartnerCenterError) return undefined;
        throw silent;
      });
    return now && showsChange(now, patch) ? ok(now) : refusal;
  }
};
