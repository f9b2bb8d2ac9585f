import {
  customerActionsOf,
  customerPageListLength,
  type StaffCustomerOrder,
  type StaffCustomerView,
} from '#shared/identity/staff-customer';
import { cardStatusOf } from '#shared/payments/saved-card';
import type { StoredClient } from '../../lib/table/client-profiles';
import { staffInvoiceOf } from '../orders/staff-order-detail';
import { fail, ok, type Result } from '../result';
import { summaryOf } from './find-customers';
import type { StaffCustomerPorts } from './staff-customer-deps';

const orderOf = (order: {
  id: string;
  number: string;
  createdAt: string;
  status: StaffCustomerOrder['status'];
  totals: { total: { gross: number } };
  currency: StaffCustomerOrder['currency'];
}): StaffCustomerOrder => ({
  id: order.id,
  number: order.number,
  createdAt: order.createdAt,
  status: order.status,
  total: order.totals.total.gross,
  currency: order.currency,
});

const newsletterOf = (
  subscriber: { status?: 'pending' | 'subscribed' } | undefined,
): StaffCustomerView['newsletter'] => (subscriber ? (subscriber.status ?? 'subscribed') : 'none');

/** What she bought, paid and holds, newest first, and the staff's record of her account. */
const customerRecords = async (ports: StaffCustomerPorts, { profile }: StoredClient, today: Date) => {
  const userId = profile.userId;
  const [orders, invoices, payments, cards, tenants, subscriptions, subscriber, partner, history] =
    await Promise.all([
      ports.listClientOrders(userId, {}, customerPageListLength + 1),
      ports.listClientInvoices(userId, undefined, customerPageListLength, () => true),
      ports.listPaymentHistory(userId, undefined, customerPageListLength),
      ports.listSavedCards(userId),
      ports.accountsOf(userId),
      ports.subscriptionsOf(userId),
      ports.getSubscriber(profile.email),
      ports.getPartner(userId),
      ports.listClientLog(userId),
    ]);
  const [brought, referred] = partner
    ? await Promise.all([
        ports.listPartnerOrders(userId, {}, customerPageListLength),
        ports.clientsReferredBy(userId, customerPageListLength),
      ])
    : [{ orders: [] }, { userIds: [] }];
  const referredClients = await ports.getClientProfiles(referred.userIds);
  return {
    ...(partner
      ? {
          partner: {
            code: partner.code,
            currency: partner.currency,
            enrolledAt: partner.enrolledAt,
            ...(partner.suspended ? { suspended: partner.suspended } : {}),
            customers: referredClients.map(summaryOf),
            orders: brought.orders.map(orderOf),
          },
        }
      : {}),
    newsletter: newsletterOf(subscriber),
    orders: orders.orders.slice(0, customerPageListLength).map(orderOf),
    moreOrders: orders.orders.length > customerPageListLength,
    invoices: invoices.invoices.map(staffInvoiceOf),
    payments: payments.entries,
    cards: cards.map((card) => ({
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault: card.isDefault,
      status: cardStatusOf(card, today),
    })),
    tenants: tenants.map(({ domain, kind, state, agreementAcceptedAt }) => ({
      domain,
      kind,
      state,
      ...(agreementAcceptedAt ? { agreementAcceptedAt } : {}),
    })),
    subscriptions: subscriptions.map(
      ({ id, name, state, quantity, billing, domain, termEnd, autoRenew }) => ({
        id,
        name,
        state,
        quantity,
        billing,
        ...(domain ? { domain } : {}),
        ...(termEnd ? { termEnd } : {}),
        ...(autoRenew === undefined ? {} : { autoRenew }),
      }),
    ),
    history,
  };
};

/**
 * Input: a customer's id. Output: her page for the operations staff, or `customer_not_found`.
 * Course: the user pool and her profile read together; a sign-up not confirmed yet has only the
 * pool's facts (and the one action it allows, the code again); a profile adds her company, newsletter
 * state, the newest orders, invoices and payments, her saved cards (brand, last four, expiry only),
 * Microsoft 365 tenants and subscriptions, a partner's terms with the newest customers she referred
 * and their newest orders, and the staff's record of her account.
 */
export const showCustomer = async (
  ports: StaffCustomerPorts,
  { userId }: { userId: string },
): Promise<Result<StaffCustomerView>> => {
  const [user, client] = await Promise.all([ports.poolUserById(userId), ports.clientProfileOf(userId)]);
  if (!user && !client) return fail('customer_not_found');
  const signUp = client ? 'confirmed' : (user?.signUp ?? 'confirmed');
  const base = {
    userId,
    email: client?.profile.email ?? user?.email ?? '',
    signUp,
    createdAt: client?.profile.createdAt ?? user?.createdAt ?? '',
  } as const;
  if (!client) {
    return ok({
      ...base,
      invoiceData: null,
      newsletter: 'none',
      orders: [],
      moreOrders: false,
      invoices: [],
      payments: [],
      cards: [],
      tenants: [],
      subscriptions: [],
      history: await ports.listClientLog(userId),
      actions: customerActionsOf({ signUp, signInBlocked: false }),
    });
  }
  const { profile, invoiceData } = client;
  const records = await customerRecords(ports, client, ports.clock());
  return ok({
    ...base,
    profile: {
      name: profile.name,
      phone: profile.phone,
      accountTypeId: profile.accountTypeId,
      language: profile.language,
      isExternal: profile.isExternal,
      ...(profile.partnerId ? { partnerId: profile.partnerId } : {}),
    },
    ...(profile.signInBlocked ? { signInBlocked: profile.signInBlocked } : {}),
    invoiceData,
    ...records,
    actions: customerActionsOf({
      signUp,
      signInBlocked: profile.signInBlocked !== undefined,
      accountTypeId: profile.accountTypeId,
      ...(records.partner ? { partner: records.partner.suspended ? 'suspended' : 'active' } : {}),
    }),
  });
};
