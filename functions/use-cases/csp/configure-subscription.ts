import type { ConfigureSubscriptionInput, SubscriptionView } from '#shared/microsoft/subscription';
import { configurableStates } from '#shared/microsoft/subscription-states';
import { fail, ok, type Result } from '../result';
import { provisioningRequest } from './provisioning-request';
import { isReady } from './ready-accounts';
import type { SubscriptionPorts } from './subscription-deps';
import { subscriptionView } from './subscription-view';

/**
 * Input: the caller, one of her subscriptions and one of her accounts. Output: the subscription,
 * provisioning. Course: a subscription or account not under the caller is not found (no hint whose
 * it is); only one not configured, or whose provisioning failed, may be configured; the account must
 * be ours at Microsoft (`account_not_active`) with its Customer Agreement accepted
 * (`agreement_required`). The tenant and the next configuration number are written with the event
 * that provisions it, conditional on the state and configuration read, so two clicks start one run.
 */
export const configureSubscription = async (
  ports: SubscriptionPorts,
  { sub, subscriptionId, input }: { sub: string; subscriptionId: string; input: ConfigureSubscriptionInput },
): Promise<Result<SubscriptionView>> => {
  const [subscription, account] = await Promise.all([
    ports.getSubscription(sub, subscriptionId),
    ports.getAccount(sub, input.accountId),
  ]);
  if (!subscription) return fail('subscription_not_found');
  if (!configurableStates.includes(subscription.state)) return fail('subscription_not_configurable');
  if (!account) return fail('account_not_found');
  if (account.state !== 'active' || !account.tenantId) return fail('account_not_active');
  if (!isReady(account)) return fail('agreement_required');
  const now = ports.clock();
  const configured = {
    ...subscription,
    state: 'provisioning' as const,
    configuration: subscription.configuration + 1,
    accountId: account.accountId,
    tenantId: account.tenantId,
    domain: account.domain,
  };
  const committed = await ports.commit(
    [
      {
        item: ports.subscriptionItems.configure(subscription, account),
        whenConditionFails: 'subscription_not_configurable',
      },
    ],
    [provisioningRequest(configured, now)],
  );
  if (!committed.ok) return fail(committed.code);
  const { failure: _failure, ...view } = configured;
  return ok(subscriptionView(view, now));
};
