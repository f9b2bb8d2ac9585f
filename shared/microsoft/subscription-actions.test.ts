import { describe, expect, it } from 'vitest';
import {
  cancellationOf,
  reducibleLicencesOf,
  refundQuoteOf,
  type SubscriptionFacts,
  subscriptionActionsOf,
} from './subscription-actions';

// Spec section 2 (the subscription's actions; "cancel, with the refund shown") and microsoft.md 3.7 (the
// 168 hours): what a customer may do with a subscription now, and what cancelling it gives back.

const now = new Date('2026-11-04T00:00:00.000Z');
const running: SubscriptionFacts = {
  state: 'active',
  quantity: 5,
  unitNet: 3000,
  partnerSubscriptionId: 'pc-sub-1',
  termStart: '2026-11-01T00:00:00.000Z',
  termEnd: '2026-12-01T00:00:00.000Z',
  cancellationAllowedUntil: '2026-11-08T00:00:00.000Z',
  refundable: [
    { quantity: 3, until: '2026-11-08T00:00:00.000Z' },
    { quantity: 2, until: '2026-11-03T00:00:00.000Z' },
  ],
};
const windowClosed: SubscriptionFacts = { ...running, cancellationAllowedUntil: null, refundable: [] };

describe('the actions of a subscription', () => {
  it.each([
    [
      'not configured: set up or cancelled whole',
      { ...running, state: 'notConfigured' as const },
      ['configure', 'cancel'],
    ],
    [
      'whose provisioning failed: the same',
      { ...running, state: 'failed' as const },
      ['configure', 'cancel'],
    ],
    ['being provisioned: none', { ...running, state: 'provisioning' as const }, []],
    [
      'active within its 168 hours: every change',
      running,
      ['changeLicences', 'setAutoRenew', 'renew', 'cancel'],
    ],
    [
      'active after its 168 hours: no cancellation',
      windowClosed,
      ['changeLicences', 'setAutoRenew', 'renew'],
    ],
    ['active past its term’s end: none', { ...running, termEnd: '2026-11-03T00:00:00.000Z' }, []],
    [
      'active without its Partner Center subscription: none',
      { ...running, partnerSubscriptionId: undefined },
      [],
    ],
    ['cancelled: none', { ...running, state: 'cancelled' as const }, []],
  ])('%s', (_, subscription, actions) => {
    expect(subscriptionActionsOf(subscription, now)).toEqual(actions);
  });

  it('lets only the licences of batches still within their 168 hours be taken away, none of one not running', () => {
    expect(reducibleLicencesOf(running, now)).toBe(3);
    expect(reducibleLicencesOf(windowClosed, now)).toBe(0);
    expect(reducibleLicencesOf({ ...running, state: 'provisioning' }, now)).toBe(0);
  });

  it('cancels one never provisioned whole, an active one by its unused days, one being provisioned not at all', () => {
    expect(cancellationOf({ ...running, state: 'notConfigured' }, now)).toBe('whole');
    expect(cancellationOf(running, now)).toBe('unusedDays');
    expect(cancellationOf({ ...running, state: 'provisioning' }, now)).toBeUndefined();
    expect(cancellationOf(windowClosed, now)).toBeUndefined();
  });
});

describe('the refund quote', () => {
  it('of one never provisioned is all its term’s order line cost', () => {
    expect(refundQuoteOf({ ...running, state: 'failed' }, now, 16_848)).toBe(16_848);
  });

  it('of an active one is its unused days for every licence, never more than its order line', () => {
    // 5 × 30,00 × 27 of 30 days left (4 November → 1 December).
    expect(refundQuoteOf(running, now, 20_000)).toBe(13_500);
    expect(refundQuoteOf(running, now, 9_300)).toBe(9_300);
  });

  it('less what licences added in the term cost and was not invoiced yet', () => {
    const withAdded = { ...running, charges: [{ net: 4_000 }, { net: -1_000 }] };
    expect(refundQuoteOf(withAdded, now, 20_000)).toBe(10_500);
  });

  it('of one being provisioned, or past its 168 hours, is none: it may not be cancelled', () => {
    expect(refundQuoteOf({ ...running, state: 'provisioning' }, now, 20_000)).toBeUndefined();
    expect(refundQuoteOf(windowClosed, now, 20_000)).toBeUndefined();
  });
});
