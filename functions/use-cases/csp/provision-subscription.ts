import { subscriptionProvisioned } from '#events/contracts/subscription-provisioned';
import { subscriptionProvisioningFailed } from '#events/contracts/subscription-provisioning-failed';
import type { ErrorCode } from '#shared/errors';
import { userTopic } from '#shared/live';
import { ncePlanOf } from '#shared/microsoft/subscription';
import { PartnerCenterError, type PartnerCenterFailure } from '../../lib/partner-center/port';
import { requestIdOf } from '../../lib/partner-center/request-id';
import type { StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import { outboxItem } from '../../lib/table/outbox';
import { fail, ok, type Result } from '../result';
import { step, workflow } from '../workflow/workflow';
import { type PartnerState, partnerStateOf } from './partner-state';
import type { SubscriptionPorts } from './subscription-deps';

// A subscription's provisioning at Partner Center as a durable workflow: check out
// a cart of its offer in the tenant, wait until Microsoft provisioned it, record it active. Each step
// is idempotent (the cart's request id is derived from the run, a repeated checkout of the same cart
// answers its first order, the record is conditional on the configuration), its progress is saved,
// and a run crashed or cut short by Microsoft's silence resumes after its last finished step when the
// event comes again. Microsoft's refusal, or silence past the retries, is final: the subscription
// Partner Center made is cancelled (within its 168 hours), ours is recorded failed with the reason and
// the customer told; the payment stays with the subscription, which she may configure again.

/**
 * Microsoft provisions in up to 3 minutes (microsoft.md 3.4); the consumer's timeout outlasts it with
 * time to spare (test/infra/template.test.ts holds the two apart).
 */
export const provisioningBudgetMs = 200_000;
const pollMs = 2_000;
/** Redeliveries of the event while Microsoft does not answer before the failure is final. */
export const provisioningRetries = 4;
/** When to ask again after Microsoft did not answer (the queue's own redelivery comes later still). */
const retryAfterSeconds = 60;

interface Provisioning {
  subscription: StoredSubscription;
  partnerOrderId?: string;
  partnerSubscriptionId?: string;
  active?: PartnerState & { activatedAt: string; termStart: string };
}

type Provisioned = Provisioning & Required<Pick<Provisioning, 'partnerOrderId' | 'partnerSubscriptionId'>>;

const finalCodes: Partial<Record<PartnerCenterFailure, ErrorCode>> = {
  agreement_missing: 'agreement_required',
  not_found: 'account_not_found',
};

/** Microsoft's answer as a step's failure: its silence transient, a refusal final. */
const failureOf = (error: unknown) => {
  if (!(error instanceof PartnerCenterError)) throw error;
  if (error.failure === 'unavailable' || error.failure === 'throttled')
    return fail('microsoft_unavailable', retryAfterSeconds);
  return fail(finalCodes[error.failure] ?? 'provisioning_failed');
};

const tenantOf = (subscription: StoredSubscription) => subscription.tenantId as string;

const checkOut = step<SubscriptionPorts, Provisioning>(
  'check-out-at-microsoft',
  async ({ partnerCenter }, state, workflowId): Promise<Result<Provisioning>> => {
    const { subscription } = state;
    const tenantId = tenantOf(subscription);
    try {
      const cart = await partnerCenter().createCart(
        tenantId,
        [
          {
            catalogItemId: subscription.catalogItemId,
            quantity: subscription.quantity,
            ...ncePlanOf(subscription.billing),
          },
        ],
        requestIdOf(workflowId),
      );
      const order = await partnerCenter().checkoutCart(tenantId, cart.id);
      const line = order.lineItems[0];
      if (!line) return fail('provisioning_failed');
      return ok({ ...state, partnerOrderId: order.id, partnerSubscriptionId: line.subscriptionId });
    } catch (error) {
      return failureOf(error);
    }
  },
  async ({ partnerCenter }, { subscription, partnerSubscriptionId }) => {
    if (!partnerSubscriptionId) return;
    try {
      await partnerCenter().updateSubscription(tenantOf(subscription), partnerSubscriptionId, {
        status: 'deleted',
      });
    } catch (error) {
      // Cancelled already, or past its window (Microsoft bills it; staff see the log).
      if (!(error instanceof PartnerCenterError) || error.failure === 'unavailable') throw error;
    }
  },
);

const awaitActivation = step<SubscriptionPorts, Provisioning>(
  'await-activation',
  async ({ partnerCenter, clock, pause }, state): Promise<Result<Provisioning>> => {
    const deadline = clock().getTime() + provisioningBudgetMs;
    try {
      for (;;) {
        const found = await partnerCenter().getSubscription(
          tenantOf(state.subscription),
          state.partnerSubscriptionId as string,
        );
        if (found.status === 'active')
          return ok({
            ...state,
            active: {
              ...partnerStateOf(found),
              activatedAt: found.effectiveStartDate,
              termStart: found.effectiveStartDate,
            },
          });
        if (found.status !== 'pending') return fail('provisioning_failed');
        if (clock().getTime() >= deadline) return fail('microsoft_unavailable', retryAfterSeconds);
        await pause(pollMs);
      }
    } catch (error) {
      return failureOf(error);
    }
  },
  async () => {},
);

const recordActive = step<SubscriptionPorts, Provisioning>(
  'record-active',
  async ({ commit, subscriptionItems, clock }, state) => {
    const { subscription, active, partnerOrderId, partnerSubscriptionId } = state as Provisioned;
    if (!active) return fail('provisioning_failed');
    const now = clock();
    const activated = { ...active, partnerOrderId, partnerSubscriptionId };
    await commit(
      [
        {
          item: subscriptionItems.activate(subscription, activated),
          // Configured anew meanwhile (a stale run): nothing of it is recorded.
          whenConditionFails: 'stale',
        },
        {
          item: subscriptionItems.logged(
            'activated',
            subscription,
            { ...activated, state: 'active' },
            now.toISOString(),
          ),
        },
      ],
      [
        outboxItem(
          subscriptionProvisioned,
          { sub: subscription.sub, subscriptionId: subscription.id, domain: subscription.domain as string },
          { now, topics: [userTopic(subscription.sub)] },
        ),
      ],
    );
    return ok(state);
  },
  async () => {},
);

const provisioning = workflow('provision-subscription', [checkOut, awaitActivation, recordActive], {
  failureCode: 'provisioning_failed',
  maxRetries: provisioningRetries,
});

/**
 * Input: the provisioning event's customer, subscription and configuration. Output: the subscription's
 * state now, or a failure with `retryAfterSeconds` while Microsoft does not answer (the caller lets the
 * event come again). Course: a subscription no longer provisioning under this configuration is left as
 * it is (a stale or repeated event); otherwise the workflow runs (or resumes); its final failure,
 * compensated, records the subscription failed with `subscription.provisioning-failed`.
 */
export const provisionSubscription = async (
  ports: SubscriptionPorts,
  { sub, subscriptionId, configuration }: { sub: string; subscriptionId: string; configuration: number },
): Promise<Result<StoredSubscription['state']>> => {
  const subscription = await ports.getSubscription(sub, subscriptionId);
  if (!subscription) return fail('subscription_not_found');
  if (subscription.state !== 'provisioning' || subscription.configuration !== configuration)
    return ok(subscription.state);
  const id = `provision-subscription#${subscriptionId}#${configuration}`;
  const outcome = await provisioning(ports, { id, request: id, state: { subscription } });
  if (outcome.ok) return ok('active');
  if (outcome.retryAfterSeconds !== undefined) return outcome;
  await ports.commit(
    [
      { item: ports.subscriptionItems.fail(subscription, outcome.code), whenConditionFails: 'stale' },
      {
        item: ports.subscriptionItems.logged(
          'failed',
          subscription,
          { state: 'failed', failure: outcome.code },
          ports.clock().toISOString(),
        ),
      },
    ],
    [
      outboxItem(
        subscriptionProvisioningFailed,
        {
          sub,
          subscriptionId,
          failure: outcome.code,
          name: subscription.name,
          email: subscription.email,
          language: subscription.language,
        },
        { now: ports.clock(), topics: [userTopic(sub)] },
      ),
    ],
  );
  return ok('failed');
};
