import { GraphError, type GraphErrorCode } from '../../lib/graph/graph-error';
import type {
  DeletedUser,
  DirectoryRole,
  DirectoryUser,
  NewUser,
  RoleMember,
  SubscribedSku,
  TenantDirectory,
  UserChanges,
} from '../../lib/graph/port';
import type { StoredAccount } from '../../lib/table/microsoft-accounts';
import type { ListedSubscription } from '../../lib/table/microsoft-subscriptions';
import type { UserPorts } from '../csp/users/user-deps';

// An in-memory tenant directory for the tenant user use cases: one tenant with its organization, users,
// deleted users, licences and roles, kept as the port promises (a deleted user's licences freed, a
// licence refused past its paid units or without a usage location, a login taken refused); any method
// can be told to fail with a Graph code, and every call is recorded.

export const tenantId = '11111111-2222-4333-8444-555555555555';
export const skuId = 'f245ecc8-75af-4f8e-b61f-27d8114de5f3';

export const activeAccount: StoredAccount = {
  accountId: 'A'.repeat(22),
  domain: 'firma.onmicrosoft.com',
  kind: 'created',
  state: 'active',
  tenantId,
  agreementAcceptedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const userId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const directoryUser = (n: number, changes: Partial<DirectoryUser> = {}): DirectoryUser => ({
  id: userId(n),
  userPrincipalName: `user${n}@firma.onmicrosoft.com`,
  displayName: `User ${n}`,
  firstName: 'User',
  lastName: String(n),
  usageLocation: 'PL',
  accountEnabled: true,
  licences: [],
  ...changes,
});

type Method = keyof TenantDirectory;

export const fakeTenantDirectory = ({
  users = [],
  deleted = [],
  skus = [{ skuId, skuPartNumber: 'O365_BUSINESS_PREMIUM', enabledUnits: 1, consumedUnits: 0 }],
  roles = [],
  accounts = [activeAccount],
  subscriptions = [],
}: {
  users?: DirectoryUser[];
  deleted?: DeletedUser[];
  /** Their consumed units are counted from the users' licences. */
  skus?: SubscribedSku[];
  roles?: RoleMember[];
  /** The accounts of the customer `sub-1`. */
  accounts?: StoredAccount[];
  /** Her subscriptions, as the panel lists them (they name the tenant's licences). */
  subscriptions?: ListedSubscription[];
} = {}) => {
  const active = new Map(users.map((user) => [user.id, { ...user }]));
  const bin = new Map(deleted.map((user) => [user.id, { ...user }]));
  let members = [...roles];
  const calls: string[] = [];
  const failing: Partial<Record<Method, GraphErrorCode>> = {};
  let passwords = 0;

  const consumed = (id: string) => [...active.values()].filter((user) => user.licences.includes(id)).length;
  const found = (id: string) => {
    const user = active.get(id);
    if (!user) throw new GraphError('not_found', `no user ${id}`);
    return user;
  };
  const taken = (name: string) =>
    [...active.values()].some((user) => user.userPrincipalName.toLowerCase() === name.toLowerCase());

  const call =
    <A extends unknown[], R>(method: Method, run: (...args: A) => R) =>
    async (tenant: string, ...args: A): Promise<Awaited<R>> => {
      calls.push(method);
      const code = failing[method];
      if (code)
        throw new GraphError(code, `${method} fails`, code === 'throttled' ? { retryAfterSeconds: 7 } : {});
      if (tenant !== tenantId) throw new GraphError('unauthorized', `no tenant ${tenant}`);
      return await run(...args);
    };

  const directory: TenantDirectory = {
    getOrganization: call('getOrganization', () => ({
      displayName: 'Firma',
      country: 'PL',
      domains: ['firma.onmicrosoft.com', 'firma.pl'],
    })),
    listUsers: call('listUsers', () => [...active.values()].map((user) => ({ ...user }))),
    getUser: call('getUser', (id: string) => ({ ...found(id) })),
    createUser: call('createUser', (user: NewUser) => {
      const name = `${user.alias}@${user.domain}`;
      if (taken(name)) throw new GraphError('user_exists', 'taken');
      const created: DirectoryUser = {
        id: userId(100 + active.size + bin.size),
        userPrincipalName: name,
        displayName: user.displayName,
        firstName: user.firstName,
        lastName: user.lastName,
        usageLocation: user.usageLocation,
        accountEnabled: true,
        licences: [],
      };
      active.set(created.id, created);
      passwords += 1;
      return { user: { ...created }, temporaryPassword: `Temporary-${passwords}` };
    }),
    updateUser: call('updateUser', (id: string, changes: UserChanges) => {
      active.set(id, { ...found(id), ...changes });
    }),
    deleteUser: call('deleteUser', (id: string) => {
      const user = found(id);
      active.delete(id);
      bin.set(id, { ...user, deletedAt: '2026-03-01T10:00:00.000Z' });
    }),
    listDeletedUsers: call('listDeletedUsers', () => [...bin.values()].map((user) => ({ ...user }))),
    restoreUser: call('restoreUser', (id: string) => {
      const user = bin.get(id);
      if (!user) throw new GraphError('not_found', `no deleted user ${id}`);
      if (taken(user.userPrincipalName)) throw new GraphError('user_exists', 'taken');
      const { deletedAt: _deletedAt, ...restored } = user;
      bin.delete(id);
      active.set(id, restored);
    }),
    resetPassword: call('resetPassword', (id: string) => {
      found(id);
      passwords += 1;
      return { temporaryPassword: `Temporary-${passwords}` };
    }),
    listSubscribedSkus: call('listSubscribedSkus', () =>
      skus.map((sku) => ({ ...sku, consumedUnits: consumed(sku.skuId) })),
    ),
    assignLicences: call(
      'assignLicences',
      (id: string, { add, remove }: { add: string[]; remove: string[] }) => {
        const user = found(id);
        if (add.length > 0 && !user.usageLocation)
          throw new GraphError('usage_location_required', 'no location');
        for (const sku of add) {
          const paid = skus.find((candidate) => candidate.skuId === sku);
          if (!paid) throw new GraphError('invalid_request', `no licence ${sku}`);
          if (consumed(sku) >= paid.enabledUnits) throw new GraphError('not_enough_licences', 'none free');
        }
        user.licences = [...user.licences.filter((sku) => !remove.includes(sku)), ...add];
      },
    ),
    listRoleMembers: call('listRoleMembers', () => [...members]),
    getUserRoles: call('getUserRoles', (id: string) =>
      members.filter((member) => member.principalId === id).map((member) => member.role),
    ),
    setUserRoles: call('setUserRoles', (id: string, held: DirectoryRole[]) => {
      found(id);
      members = [
        ...members.filter((member) => member.principalId !== id),
        ...held.map((role) => ({ role, principalId: id })),
      ];
    }),
  };

  const ports: UserPorts = {
    getAccount: async (sub, accountId) =>
      sub === 'sub-1' ? accounts.find((account) => account.accountId === accountId) : undefined,
    subscriptionsOf: async (sub) => (sub === 'sub-1' ? subscriptions : []),
    tenantDirectory: () => directory,
  };

  return {
    ports,
    directory,
    calls,
    /** Makes every call of `method` fail with `code` until `undefined` is set. */
    fail: (method: Method, code: GraphErrorCode | undefined) => {
      if (code) failing[method] = code;
      else delete failing[method];
    },
    user: (id: string) => active.get(id),
    deletedUser: (id: string) => bin.get(id),
    rolesOf: (id: string) =>
      members.filter((member) => member.principalId === id).map((member) => member.role),
  };
};
