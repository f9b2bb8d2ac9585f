import { subscriptionRenewalOffered } from '#events/contracts/subscription-renewal-offered';
import type { Invoice } from '#shared/invoices/invoice';
import type { endingBetween, StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import { outboxItem } from '../../lib/table/outbox';
import { saleInvoiceId } from '../invoices/issue-invoice';
import { termLineOf } from './refund-due';
import type { SubscriptionPorts } from './subscription-deps';

// The renewal as a sales opportunity (spec section 2, `/odnow/{invoiceGuid}/`): a
// subscription that will not renew by itself is offered its renewal by mail before its term ends, with
// the link of the invoice that billed the term, once per term.

/** How long before its term's end a subscription that will not renew is offered its renewal. */
export const offerDaysAhead = 14;
const dayMs = 86_400_000;

export type OfferRenewalPorts = Pick<SubscriptionPorts, 'commit' | 'clock' | 'subscriptionItems'> & {
  endingBetween: typeof endingBetween;
  readInvoice: (invoiceId: string) => Promise<Invoice | undefined>;
};

/** It ends within the window, will not renew by itself, its next term not ordered, not offered for this term yet. */
const wantsOffer = (subscription: StoredSubscription) =>
  !subscription.autoRenew &&
  !subscription.prepaidOrderId &&
  subscription.renewalOfferedFor !== subscription.termEnd;

/**
 * The `offer-renewals` schedule's work (daily). Course: the active subscriptions ending within
 * `offerDaysAhead` days that want an offer, grouped by the invoice of the order that paid their term
 * (one mail per customer and invoice, naming them all); per group ONE transaction marks each offered
 * for its term (conditional: a second run, or a run racing this one, offers nothing twice) with
 * `subscription.renewal-offered`, whose consumer mails the link. A term's order without its invoice
 * yet is left for the next run. Output: how many mails were asked.
 */
export const offerRenewals = async (ports: OfferRenewalPorts): Promise<number> => {
  const now = ports.clock();
  const groups = new Map<string, { invoice: Invoice; subscriptions: StoredSubscription[] }>();
  // Subscriptions of one order share its invoice: each invoice is read once a run.
  const invoices = new Map<string, Promise<Invoice | undefined>>();
  const invoiceOf = (invoiceId: string) => {
    const read = invoices.get(invoiceId) ?? ports.readInvoice(invoiceId);
    invoices.set(invoiceId, read);
    return read;
  };
  for await (const page of ports.endingBetween(now, new Date(now.getTime() + offerDaysAhead * dayMs))) {
    for (const subscription of page.filter(wantsOffer)) {
      const invoice = await invoiceOf(saleInvoiceId(termLineOf(subscription).orderId));
      if (!invoice) continue;
      const group = groups.get(invoice.guid) ?? { invoice, subscriptions: [] };
      group.subscriptions.push(subscription);
      groups.set(invoice.guid, group);
    }
  }
  let offered = 0;
  for (const { invoice, subscriptions } of groups.values()) {
    const [first] = subscriptions as [StoredSubscription];
    const committed = await ports.commit(
      subscriptions.map((subscription) => ({
        item: ports.subscriptionItems.offered(subscription),
        whenConditionFails: 'offered_before' as const,
      })),
      [
        outboxItem(
          subscriptionRenewalOffered,
          {
            sub: first.sub,
            invoiceGuid: invoice.guid,
            names: subscriptions.map((subscription) => subscription.name),
            termEnd: subscriptions.map((subscription) => subscription.termEnd as string).sort()[0] as string,
            email: first.email,
            language: first.language,
          },
          { now },
        ),
      ],
    );
    if (committed.ok) offered += 1;
  }
  return offered;
};
