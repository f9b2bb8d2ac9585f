import { accountTypeIds } from '#shared/identity/account-types';
import type { CustomerLogRecord } from '#shared/identity/staff-customer';
import type { PoolUser } from '../../lib/cognito';
import type { Partner } from '../../lib/table/partners';
import type { StaffCustomerPorts } from '../clients/staff-customer-deps';
import { type ClientStore, fakeClientPorts, itemOf } from './fake-client-ports';

/**
 * In-memory ports of the staff's customer use cases over one client's store (fake-client-ports.ts):
 * `pool` the user pool's users, `index` the search terms (`<kind>:<value>` → user ids, stale ones
 * included), `log` the staff's record, `resent` the usernames whose code went out again, and her
 * partner terms once enrolled; she has bought and holds nothing.
 */
export const fakeStaffCustomerPorts = (
  store: ClientStore,
  { pool = [], index = {} }: { pool?: PoolUser[]; index?: Record<string, string[]> } = {},
) => {
  const client = fakeClientPorts(store);
  const log: CustomerLogRecord[] = [];
  const resent: string[] = [];
  let partner: Partner | undefined;
  const stored = (ids: readonly string[]) =>
    store.profile && ids.includes(store.profile.userId)
      ? [{ profile: { ...store.profile }, invoiceData: store.invoiceData }]
      : [];
  const ports: StaffCustomerPorts = {
    ...client.ports,
    poolUsersOfEmail: async (email) => pool.filter((user) => user.email === email),
    poolUserById: async (userId) => pool.find((user) => user.userId === userId),
    resendSignUpCode: async (username) => {
      resent.push(username);
    },
    clientsFoundBy: async ({ kind, value }) => ({ userIds: index[`${kind}:${value}`] ?? [] }),
    newestClients: async () => ({ userIds: store.profile ? [store.profile.userId] : [] }),
    clientsReferredBy: async () => ({ userIds: [] }),
    getClientProfiles: async (ids) => stored(ids),
    signInBlockItem: (_, block) =>
      itemOf({
        kind: 'signInBlock',
        holds: (s) =>
          Boolean(s.profile) && (block ? !s.profile?.signInBlocked : Boolean(s.profile?.signInBlocked)),
        apply: (s) => {
          if (!s.profile) return;
          const { signInBlocked: _, ...profile } = s.profile;
          s.profile = block ? { ...profile, signInBlocked: block } : profile;
        },
      }),
    clientLogItem: (_, record) => itemOf({ kind: 'log', holds: () => true, apply: () => log.push(record) }),
    listClientLog: async () => [...log],
    listClientOrders: async () => ({ orders: [] }),
    listPartnerOrders: async () => ({ orders: [] }),
    listClientInvoices: async () => ({ invoices: [] }),
    listPaymentHistory: async () => ({ entries: [] }),
    listSavedCards: async () => [],
    accountsOf: async () => [],
    subscriptionsOf: async () => [],
    getSubscriber: async () => undefined,
    getPartner: async () => partner,
    listPartners: async () => ({ partners: partner ? [partner] : [] }),
    partnerItems: {
      accountType: (_, now) =>
        itemOf({
          kind: 'partnerAccountType',
          holds: (s) => Boolean(s.profile),
          apply: (s) => {
            if (s.profile)
              s.profile = {
                ...s.profile,
                accountTypeId: accountTypeIds.partner,
                updatedAt: now.toISOString(),
              };
          },
        }),
      terms: (terms) =>
        itemOf({
          kind: 'partnerTerms',
          holds: () => partner === undefined,
          apply: () => {
            partner = terms;
          },
        }),
      code: () => itemOf({ kind: 'partnerCode', holds: () => true, apply: () => {} }),
      suspension: (_, suspension) => [
        itemOf({
          kind: 'partnerSuspension',
          holds: () =>
            partner !== undefined && (suspension ? !partner.suspended : Boolean(partner.suspended)),
          apply: () => {
            if (!partner) return;
            const { suspended: _, ...terms } = partner;
            partner = suspension ? { ...terms, suspended: suspension } : terms;
          },
        }),
      ],
    },
    newPartnerCode: () => 'P-TEST01',
  };
  return { ports, store, log, resent };
};
