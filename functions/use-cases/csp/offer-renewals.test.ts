import { describe, expect, it } from 'vitest';
import type { Invoice } from '#shared/invoices/invoice';
import type { StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import {
  committedOps,
  fakeSubscriptionPorts,
  provisioningSubscription,
} from '../testing/fake-subscription-ports';
import { type OfferRenewalPorts, offerRenewals } from './offer-renewals';

// The renewal as a sales opportunity: which subscriptions are offered their renewal by mail, grouped
// by the invoice that billed their term, once per term.

const ending: StoredSubscription = {
  ...provisioningSubscription,
  state: 'active',
  autoRenew: false,
  partnerSubscriptionId: 'pc-sub-1',
  termStart: '2026-01-01T00:00:00.000Z',
  termEnd: '2026-01-10T00:00:00.000Z',
};
const invoice = { invoiceId: `${ending.orderId}-FV`, guid: 'GUID0000000000000000AA' } as Invoice;

const run = async (subscriptions: StoredSubscription[], invoices: Invoice[] = [invoice]) => {
  const fake = fakeSubscriptionPorts();
  const ports: OfferRenewalPorts = {
    ...fake.ports,
    endingBetween: async function* () {
      yield subscriptions;
    },
    readInvoice: async (id) => invoices.find((one) => one.invoiceId === id),
  };
  const offered = await offerRenewals(ports);
  return { offered, commits: fake.commits };
};

describe('renewal offers', () => {
  it("mails one offer per invoice, naming each of its subscriptions that will not renew, with the term's first end", async () => {
    const second = {
      ...ending,
      id: `${ending.orderId}-1`,
      name: 'Exchange Online',
      termEnd: '2026-01-09T00:00:00.000Z',
    };
    const { offered, commits } = await run([ending, second]);
    expect(offered).toBe(1);
    expect(committedOps(commits)).toEqual([
      { ops: ['offered', 'offered'], events: ['subscription.renewal-offered'] },
    ]);
    expect(JSON.parse(commits[0]?.events[0]?.detail ?? '{}').data).toMatchObject({
      invoiceGuid: invoice.guid,
      names: [ending.name, 'Exchange Online'],
      termEnd: second.termEnd,
      email: ending.email,
      language: 'pl',
    });
  });

  it.each([
    ['one renewing by itself', { autoRenew: true }],
    ['one whose next term is ordered', { prepaidOrderId: '01JPREPAID0000000000000000' }],
    ['one offered for this term already', { renewalOfferedFor: ending.termEnd }],
  ])('offers nothing to %s', async (_, change) => {
    const { offered, commits } = await run([{ ...ending, ...change }]);
    expect(offered).toBe(0);
    expect(commits).toEqual([]);
  });

  it('leaves one whose term has no invoice yet for the next run', async () => {
    expect((await run([ending], [])).offered).toBe(0);
  });
});
