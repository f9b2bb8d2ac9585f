import { describe, expect, it } from 'vitest';
import type { StoredAccount } from '../../lib/table/microsoft-accounts';
import type { StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import {
  committedOps,
  fakeSubscriptionPorts,
  provisioningSubscription,
  readyAccount,
} from '../testing/fake-subscription-ports';
import { configureSubscription } from './configure-subscription';

// Spec sections 2 and 4: after an order the customer chooses the tenant of a subscription; only one
// with an order, not set up yet (or whose setup failed), in a tenant ours with the agreement accepted.

const waiting: StoredSubscription = {
  ...provisioningSubscription,
  state: 'notConfigured',
  configuration: 0,
  accountId: undefined,
  tenantId: undefined,
  domain: undefined,
};

const attempt = async (subscription: StoredSubscription | undefined, account: StoredAccount | undefined) => {
  const fake = fakeSubscriptionPorts();
  if (subscription) fake.subscriptions.set(subscription.id, subscription);
  if (account) fake.accounts.push(account);
  const result = await configureSubscription(fake.ports, {
    sub: 'sub-1',
    subscriptionId: waiting.id,
    input: { accountId: readyAccount.accountId },
  });
  return { result, commits: committedOps(fake.commits) };
};

describe('configuring a subscription', () => {
  it('starts its provisioning in the chosen tenant', async () => {
    const { result, commits } = await attempt(waiting, readyAccount);
    expect(result).toMatchObject({
      ok: true,
      value: { state: 'provisioning', status: 'processing', domain: readyAccount.domain },
    });
    expect(commits).toEqual([{ ops: ['configure'], events: ['subscription.provisioning-requested'] }]);
  });

  it('retries one whose provisioning failed', async () => {
    const { result } = await attempt(
      { ...waiting, state: 'failed', failure: 'provisioning_failed' },
      readyAccount,
    );
    expect(result).toMatchObject({ ok: true, value: { state: 'provisioning' } });
  });

  it.each([
    ['an unknown (or another customer’s) subscription', undefined, readyAccount, 'subscription_not_found'],
    [
      'one set up already',
      { ...waiting, state: 'active' as const },
      readyAccount,
      'subscription_not_configurable',
    ],
    ['one being set up', provisioningSubscription, readyAccount, 'subscription_not_configurable'],
    ['an unknown account', waiting, undefined, 'account_not_found'],
    [
      'an account still linking',
      waiting,
      { ...readyAccount, state: 'awaitingConfirmation' as const },
      'account_not_active',
    ],
    [
      'an account without the agreement',
      waiting,
      { ...readyAccount, agreementAcceptedAt: undefined },
      'agreement_required',
    ],
  ])('refuses %s, changing nothing', async (_, subscription, account, code) => {
    const { result, commits } = await attempt(subscription, account);
    expect(result).toEqual({ ok: false, code });
    expect(commits).toEqual([]);
  });
});
