import { createHash } from 'node:crypto';
import { ncePlanOf, type SubscriptionView } from '#shared/microsoft/subscription';
import { isRunning } from '#shared/microsoft/subscription-actions';
import { isDependencyOutage, outageRetryAfterSeconds } from '../../lib/errors';
import { logger } from '../../lib/logger';
import type { SubscriptionPatch } from '../../lib/partner-center/partner-center-contract';
import { PartnerCenterError } from '../../lib/partner-center/port';
import type { StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import type { OutboxItem } from '../../lib/table/outbox';
import type { GuardedItem } from '../../lib/table/transaction';
import { fail, ok, type Result } from '../result';
import { step, workflow } from '../workflow/workflow';
import {
  type ActiveSubscription,
  asActive,
  changeAtMicrosoft,
  changeRetryAfterSeconds,
  showsChange,
} from './active-subscription';
import { type PartnerState, partnerStateOf } from './partner-state';
import { refundDue } from './refund-due';
import type { SubscriptionPorts } from './subscription-deps';
import { quotedView } from './subscription-view';

// Every change of a running subscription at Partner Center (licences, renewal, cancellation) as the
// durable workflow `change-subscription#<subscriptionId>` (one run at a time per subscription: a
// second change meanwhile is `subscription_changed`, ask again shortly): step 1 makes the change at
// Partner Center, step 2 records it in the table with what it costs or gives back. So the shop and
// Microsoft never disagree:
// - the record refused (the subscription changed meanwhile): step 1's compensation puts Partner Center
//   back as the subscription was read (only when it still shows this change); a cancellation cannot be
//   undone at Microsoft, and nothing but this run can move an active subscription to cancelled, so its
//   record is not refused;
// - Microsoft silent (a time-out: the change may have been made), or the table: the run stays running
//   with when to ask again; a crash between the two leaves it running too. Either is resumed where it
//   stopped, by the next change of the subscription or by the hourly reconciliation (`settleChange`),
//   repeating the change (a repeat changes nothing twice) and recording it once. Past `changeRetries`
//   silences the failure is final; what Microsoft may have made then is the reconciliation's to report.

/** What a change records besides Partner Center's answer. */
export interface ChangeDecision {
  kind: 'changed' | 'cancelled';
  patch: SubscriptionPatch;
  /** Added licences' cost until the term's end for the next invoice (negative: taken away against added ones). */
  charge?: NonNullable<StoredSubscription['charges']>[number];
  /** Net paid back now from the term's order (`subscription.refund-due`); 0 for none. */
  refundNet: number;
}

interface ChangeState extends ChangeDecision {
  /** The subscription as read when the change was decided. */
  subscription: ActiveSubscription;
  /** When it was decided (ISO): the time its amounts were worked out for. */
  at: string;
  /** Partner Center's subscription after the change. */
  after?: PartnerState;
}

/** Transient failures (Microsoft silent) before a change's failure is final. */
export const changeRetries = 10;

/** The fields the change set, put back as the subscription was read (an immediate seat change also cleared the renewal's). */
const undoOf = (subscription: ActiveSubscription, patch: SubscriptionPatch): SubscriptionPatch => {
  const scheduled =
    subscription.nextTermQuantity == null
      ? null
      : { quantity: subscription.nextTermQuantity, ...ncePlanOf(subscription.billing) };
  return {
    ...(patch.quantity === undefined ? {} : { quantity: subscription.quantity }),
    ...(patch.autoRenewEnabled === undefined ? {} : { autoRenewEnabled: subscription.autoRenew ?? false }),
    ...(patch.quantity === undefined && patch.scheduledNextTermInstructions === undefined
      ? {}
      : { scheduledNextTermInstructions: scheduled }),
  };
};

/**
 * Partner Center put back as `subscription` was read, when it still shows `patch` (changed since by
 * someone else: not this change's to undo). Microsoft silent: thrown; another refusal: logged.
 */
export const putBackAtMicrosoft = async (
  { partnerCenter }: Pick<SubscriptionPorts, 'partnerCenter'>,
  subscription: ActiveSubscription,
  patch: SubscriptionPatch,
  context: Record<string, string>,
) => {
  const { tenantId, partnerSubscriptionId } = subscription;
  try {
    const now = await partnerCenter().getSubscription(tenantId, partnerSubscriptionId);
    if (!showsChange(now, patch)) return;
    await partnerCenter().updateSubscription(tenantId, partnerSubscriptionId, undoOf(subscription, patch));
  } catch (error) {
    if (
      !(error instanceof PartnerCenterError) ||
      error.failure === 'unavailable' ||
      error.failure === 'throttled'
    )
      throw error;
    logger.error('a change made at Microsoft could not be undone', { ...context, failure: error.failure });
  }
};

const changeAtPartnerCenter = step<SubscriptionPorts, ChangeState>(
  'change-at-microsoft',
  async (ports, state) => {
    const changed = await changeAtMicrosoft(ports, state.subscription, state.patch);
    return changed.ok ? ok({ ...state, after: partnerStateOf(changed.value) }) : changed;
  },
  async (ports, { subscription, patch, kind }, workflowId) => {
    if (kind === 'cancelled') {
      // Microsoft cannot undo a cancellation: the reconciliation reports the difference to staff.
      logger.error('a cancellation made at Microsoft was not recorded', { workflowId });
      return;
    }
    // Silent: thrown, the run stays running and its compensation is tried again when it is resumed.
    await putBackAtMicrosoft(ports, subscription, patch, { workflowId });
  },
);

/** The subscription as the recorded change leaves it. */
const recordedOf = ({ subscription, kind, after, charge, refundNet, at }: ChangeState): StoredSubscription =>
  kind === 'cancelled'
    ? { ...subscription, state: 'cancelled', cancelledAt: at, refundNet, autoRenew: false }
    : {
        ...subscription,
        ...after,
        ...(charge ? { charges: [...(subscription.charges ?? []), charge] } : {}),
      };

/**
 * A record's items and events, its change's log first: the log's key is the moment the change was
 * decided, so it is put once (`recorded_before` for a resumed run whose record landed before its
 * progress was saved).
 */
type RecordItems = [GuardedItem<'recorded_before' | 'subscription_changed'>[], OutboxItem[]];

/**
 * Committed now, or before. The table not answering is transient (its write may have landed): the run
 * stays running, and its resumption finds the record made or makes it.
 */
const committedOnce = async (
  ports: Pick<SubscriptionPorts, 'commit'>,
  [items, events]: RecordItems,
): Promise<Result<true>> => {
  try {
    const committed = await ports.commit(items, events);
    if (committed.ok || committed.code === 'recorded_before') return ok(true);
    return fail(committed.code);
  } catch (error) {
    if (isDependencyOutage(error)) return fail('service_unavailable', outageRetryAfterSeconds);
    throw error;
  }
};

/**
 * A cancellation recorded with what it gives back (`subscription.refund-due` when anything), conditional
 * on the state and configuration read (`subscription_changed`).
 */
export const recordCancellation = (
  ports: Pick<SubscriptionPorts, 'commit' | 'subscriptionItems'>,
  subscription: StoredSubscription,
  { at, refund, refundNet }: { at: Date; refund: 'whole' | 'unusedDays'; refundNet: number },
): Promise<Result<true>> => {
  const cancelledAt = at.toISOString();
  return committedOnce(ports, [
    [
      {
        item: ports.subscriptionItems.logged(
          'cancelled',
          subscription,
          { state: 'cancelled', cancelledAt, refundNet, autoRenew: false },
          cancelledAt,
        ),
        whenConditionFails: 'recorded_before',
      },
      {
        item: ports.subscriptionItems.cancel(subscription, cancelledAt, refundNet),
        whenConditionFails: 'subscription_changed',
      },
    ],
    refundNet > 0 ? [refundDue(subscription, { refund, refundNet, at })] : [],
  ]);
};

const recordChange = step<SubscriptionPorts, ChangeState>(
  'record-change',
  async (ports, state) => {
    const { subscription, kind, after, charge, refundNet } = state;
    const at = new Date(state.at);
    if (kind === 'cancelled') {
      const cancelled = await recordCancellation(ports, subscription, {
        at,
        refund: 'unusedDays',
        refundNet,
      });
      return cancelled.ok ? ok(state) : cancelled;
    }
    if (!after) return fail('subscription_changed');
    const changed = await committedOnce(ports, [
      [
        {
          item: ports.subscriptionItems.logged(
            'changed',
            subscription,
            { ...after, chargeNet: charge?.net ?? 0 },
            state.at,
          ),
          whenConditionFails: 'recorded_before',
        },
        {
          item: ports.subscriptionItems.change(subscription, after, charge),
          whenConditionFails: 'subscription_changed',
        },
      ],
      refundNet > 0 ? [refundDue(subscription, { refund: 'unusedDays', refundNet, at })] : [],
    ]);
    return changed.ok ? ok(state) : changed;
  },
  // The last step: nothing after it can fail.
  async () => {},
);

const changing = workflow('change-subscription', [changeAtPartnerCenter, recordChange], {
  failureCode: 'subscription_changed',
  maxRetries: changeRetries,
});

const changeIdOf = (subscriptionId: string) => `change-subscription#${subscriptionId}`;

/** The same change of the subscription as read is the same request: asked again, it resumes. */
const requestOf = (subscription: StoredSubscription, decision: ChangeDecision) =>
  createHash('sha256')
    .update(JSON.stringify([subscription, decision]))
    .digest('hex');

/** A run that threw: Partner Center silent while a compensation put it back. The run stays, to be resumed. */
const silentWhileUndoing = (error: unknown) => {
  if (error instanceof PartnerCenterError) return fail('microsoft_unavailable', changeRetryAfterSeconds);
  throw error;
};

/**
 * Input: a subscription id. Output: whether a change of it left unfinished (a crash, Microsoft's
 * silence) was settled now: resumed where it stopped, then recorded, or undone. Failures: the change
 * is being made by a live run (`subscription_changed`) or Microsoft is still silent
 * (`microsoft_unavailable`), each with when to ask again.
 */
export const settleChange = async (
  ports: SubscriptionPorts,
  subscriptionId: string,
): Promise<Result<boolean>> => {
  const id = changeIdOf(subscriptionId);
  const left = await ports.progressOf(id);
  if (left?.status !== 'running') return ok(false);
  const settled = await changing(ports, {
    id,
    request: left.request,
    state: left.state as ChangeState,
  }).catch(silentWhileUndoing);
  return settled.ok || settled.retryAfterSeconds === undefined ? ok(true) : settled;
};

/**
 * The caller's subscription with any change of it left unfinished settled first (`settleChange`), or
 * `subscription_not_found`.
 */
export const settledSubscriptionOf = async (
  ports: SubscriptionPorts,
  sub: string,
  subscriptionId: string,
): Promise<Result<StoredSubscription>> => {
  const read = await ports.getSubscription(sub, subscriptionId);
  if (!read) return fail('subscription_not_found');
  const settled = await settleChange(ports, subscriptionId);
  if (!settled.ok) return settled;
  const subscription = settled.value ? await ports.getSubscription(sub, subscriptionId) : read;
  return subscription ? ok(subscription) : fail('subscription_not_found');
};

/**
 * The caller's subscription, settled and running: active within its term (`subscription_not_found`,
 * `subscription_not_active`), as its view's actions say.
 */
export const activeSubscriptionOf = async (
  ports: SubscriptionPorts,
  sub: string,
  subscriptionId: string,
): Promise<Result<ActiveSubscription>> => {
  const found = await settledSubscriptionOf(ports, sub, subscriptionId);
  if (!found.ok) return found;
  return isRunning(found.value, ports.clock()) ? asActive(found.value) : fail('subscription_not_active');
};

/**
 * Input: an active subscription as read and the change decided for it. Output: the subscription as
 * the change left it, or the change's failure (Partner Center's refusal as the customer's message,
 * `subscription_changed`, or `microsoft_unavailable` with when to ask again). Course: the workflow
 * above: changed at Partner Center, then recorded; undone at Partner Center when the record is refused.
 */
export const makeChange = async (
  ports: SubscriptionPorts,
  subscription: ActiveSubscription,
  decision: ChangeDecision,
): Promise<Result<StoredSubscription>> => {
  const made = await changing(ports, {
    id: changeIdOf(subscription.id),
    request: requestOf(subscription, decision),
    state: { ...decision, subscription, at: ports.clock().toISOString() },
  }).catch(silentWhileUndoing);
  return made.ok ? ok(recordedOf(made.value)) : made;
};

/** A change of seats or renewal made and kept: the subscription after it, as the customer sees it. */
export const changeAndKeep = async (
  ports: SubscriptionPorts,
  subscription: ActiveSubscription,
  patch: SubscriptionPatch,
  { charge, refundNet = 0 }: Pick<ChangeDecision, 'charge'> & { refundNet?: number } = {},
): Promise<Result<SubscriptionView>> => {
  const made = await makeChange(ports, subscription, {
    kind: 'changed',
    patch,
    ...(charge ? { charge } : {}),
    refundNet,
  });
  return made.ok ? ok(await quotedView(ports, made.value, ports.clock())) : made;
};
