import { describe, expect, it } from 'vitest';
import {
  committedOps,
  fakeSubscriptionPorts,
  provisioningSubscription,
} from '../testing/fake-subscription-ports';
import { crashingOnSave } from '../testing/fake-workflow-ports';
import { provisioningRetries, provisionSubscription } from './provision-subscription';

// A paid subscription's provisioning at Partner Center, step by step, resumed after a
// crash or Microsoft's silence, compensated when it finally fails.

const event = { sub: 'sub-1', subscriptionId: provisioningSubscription.id, configuration: 1 };

const setUp = (options: Parameters<typeof fakeSubscriptionPorts>[0] = {}) => {
  const fake = fakeSubscriptionPorts(options);
  fake.subscriptions.set(provisioningSubscription.id, provisioningSubscription);
  return fake;
};

describe('provisioning a subscription', () => {
  it('checks a cart out in the tenant, polls until Microsoft provisioned it, and records it active with its push', async () => {
    const { ports, calls, commits } = setUp({ pendingPolls: 2 });
    expect(await provisionSubscription(ports, event)).toEqual({ ok: true, value: 'active' });
    expect(calls).toEqual([
      'createCart',
      'checkoutCart',
      'getSubscription',
      'getSubscription',
      'getSubscription',
    ]);
    expect(committedOps(commits)).toEqual([
      { ops: ['activate', 'log:activated'], events: ['subscription.provisioned'] },
    ]);
    expect(commits[0]?.items[0]?.item.Put?.Item).toMatchObject({
      partnerSubscriptionId: 'pc-sub-1',
      termEnd: '2026-02-02T03:04:05.000Z',
      cancellationAllowedUntil: '2026-01-09T03:04:05.000Z',
    });
  });

  it('leaves a subscription configured again since (a stale event) as it is', async () => {
    const { ports, calls } = setUp();
    expect(await provisionSubscription(ports, { ...event, configuration: 0 })).toEqual({
      ok: true,
      value: 'provisioning',
    });
    expect(calls).toEqual([]);
  });

  it('resumes after a crash between steps without checking out twice', async () => {
    const { ports, calls } = setUp();
    // Saves: 1 the run's start, 2 after the checkout, 3 after the poll: the process dies writing the third.
    await expect(provisionSubscription(crashingOnSave(ports, 3), event)).rejects.toThrow('crash');
    expect(calls).toEqual(['createCart', 'checkoutCart', 'getSubscription']);
    // The event comes again once the crashed run's lease is over.
    await ports.pause(31_000);
    expect(await provisionSubscription(ports, event)).toEqual({ ok: true, value: 'active' });
    expect(calls.filter((call) => call === 'checkoutCart')).toHaveLength(1);
  });

  it('keeps the run for a retry while Microsoft does not answer, and goes on where it stopped once it does', async () => {
    const { ports, calls, commits, failing } = setUp({ failing: { getSubscription: 'unavailable' } });
    const first = await provisionSubscription(ports, event);
    expect(first).toMatchObject({ ok: false, code: 'microsoft_unavailable', retryAfterSeconds: 60 });
    expect(commits).toEqual([]);
    delete failing.getSubscription;
    expect(await provisionSubscription(ports, event)).toEqual({ ok: true, value: 'active' });
    expect(calls.filter((call) => call === 'createCart')).toHaveLength(1);
  });

  it('polls no longer than its budget, then asks to be retried', async () => {
    const { ports } = setUp({ pendingPolls: 10_000 });
    expect(await provisionSubscription(ports, event)).toMatchObject({
      ok: false,
      code: 'microsoft_unavailable',
      retryAfterSeconds: 60,
    });
  });

  it('after its retries cancels what Microsoft made, records the failure and tells the customer', async () => {
    const { ports, calls, commits } = setUp({ failing: { getSubscription: 'unavailable' } });
    for (let attempt = 0; attempt < provisioningRetries; attempt++) await provisionSubscription(ports, event);
    expect(await provisionSubscription(ports, event)).toEqual({ ok: true, value: 'failed' });
    expect(calls).toContain('updateSubscription pc-sub-1 {"status":"deleted"}');
    expect(committedOps(commits)).toEqual([
      { ops: ['fail', 'log:failed'], events: ['subscription.provisioning-failed'] },
    ]);
    expect(commits[0]?.items[0]?.item.Put?.Item).toMatchObject({ failure: 'microsoft_unavailable' });
  });

  it("fails at once on Microsoft's refusal: an agreement missing asks for the agreement", async () => {
    const { ports, calls, commits } = setUp({ failing: { createCart: 'agreement_missing' } });
    expect(await provisionSubscription(ports, event)).toEqual({ ok: true, value: 'failed' });
    expect(calls).toEqual(['createCart']);
    expect(commits[0]?.items[0]?.item.Put?.Item).toMatchObject({ failure: 'agreement_required' });
  });
});
