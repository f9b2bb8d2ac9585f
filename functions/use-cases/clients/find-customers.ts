import { carriesTerm, customerSearchTermOf } from '#shared/identity/customer-search';
import type {
  StaffCustomerPage,
  StaffCustomerSummary,
  StaffCustomersQuery,
} from '#shared/identity/staff-customer';
import type { PoolUser } from '../../lib/cognito';
import type { StoredClient } from '../../lib/table/client-profiles';
import { ok, type Result } from '../result';
import type { StaffCustomerPorts } from './staff-customer-deps';

/** Customers a page of the staff's list shows. */
export const customersPageSize = 20;

/** A customer with a profile as the staff's lists show her. */
export const summaryOf = ({ profile, invoiceData }: StoredClient): StaffCustomerSummary => ({
  userId: profile.userId,
  email: profile.email,
  name: profile.name,
  accountTypeId: profile.accountTypeId,
  ...(invoiceData ? { companyName: invoiceData.companyName, taxNumber: invoiceData.taxNumber } : {}),
  signUp: 'confirmed',
  signInBlocked: profile.signInBlocked !== undefined,
  createdAt: profile.createdAt,
});

/** A pool user not confirmed yet has no profile: her e-mail and when she signed up. */
const unconfirmedOf = (user: PoolUser): StaffCustomerSummary => ({
  userId: user.userId,
  email: user.email,
  signUp: user.signUp,
  signInBlocked: false,
  createdAt: user.createdAt,
});

/**
 * Input: the staff's phrase and cursor. Output: a page of customers. Course: no phrase lists the
 * newest profiles, twenty a page; an e-mail asks the user pool (so an unconfirmed sign-up is found
 * too, with no profile yet); a name, company name or tax number reads the search index, then the
 * profiles it names, leaving out those that no longer carry the term (renamed since).
 */
export const findCustomers = async (
  ports: StaffCustomerPorts,
  { q, cursor }: StaffCustomersQuery,
): Promise<Result<StaffCustomerPage>> => {
  if (q === undefined) {
    const page = await ports.newestClients(cursor, customersPageSize);
    const clients = await ports.getClientProfiles(page.userIds);
    return ok({ customers: clients.map(summaryOf), ...(page.cursor ? { cursor: page.cursor } : {}) });
  }
  const term = customerSearchTermOf(q);
  if (!term) return ok({ customers: [] });
  if (term.kind === 'email') {
    const users = await ports.poolUsersOfEmail(term.email);
    const clients = await ports.getClientProfiles(users.map(({ userId }) => userId));
    return ok({
      customers: users.map((user) => {
        const client = clients.find(({ profile }) => profile.userId === user.userId);
        return client ? summaryOf(client) : unconfirmedOf(user);
      }),
    });
  }
  const page = await ports.clientsFoundBy(term, cursor, customersPageSize);
  const clients = await ports.getClientProfiles(page.userIds);
  return ok({
    customers: clients
      .filter(({ profile, invoiceData }) => carriesTerm({ name: profile.name, invoiceData }, term))
      .map(summaryOf),
    ...(page.cursor ? { cursor: page.cursor } : {}),
  });
};
