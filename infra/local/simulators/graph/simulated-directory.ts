import { randomBytes } from 'node:crypto';
import type { RoleAssignment } from '#functions/lib/graph/graph-contract';

// What the Graph simulator knows, apart from HTTP: the tenants (each with one verified domain
// `<prefix>.onmicrosoft.com`, a country and the SKUs it subscribed to), their users, deleted ones
// included until they are purged 30 days after deletion, their role assignments, and the access
// tokens handed out, each for one tenant. All in memory, read on the clock given (tests move it).

export const deletedItemsRetentionMs = 30 * 24 * 60 * 60_000;
/** What the token endpoint's `expires_in` says, as Entra's app tokens usually last. */
export const tokenLifetimeSeconds = 3599;

export interface SimulatedUser {
  id: string;
  /** The name as created; a deleted user's is shown prefixed with its id (graph-json.ts). */
  userPrincipalName: string;
  displayName: string;
  givenName: string | null;
  surname: string | null;
  mailNickname: string;
  usageLocation: string | null;
  accountEnabled: boolean;
  password: string;
  forceChangePasswordNextSignIn: boolean;
  assignedLicenses: { skuId: string; disabledPlans: string[] }[];
  createdDateTime: string;
  deletedDateTime: string | null;
}

export interface SubscribedSkuSpec {
  skuId: string;
  skuPartNumber: string;
  /** Licences paid for (`prepaidUnits.enabled`). */
  units: number;
}

export interface TenantSpec {
  tenantId: string;
  /** The initial verified domain, e.g. `contoso.onmicrosoft.com`. */
  domain: string;
  /** ISO 3166-1 alpha-2 (`countryLetterCode`). */
  country: string;
  displayName?: string;
  skus: SubscribedSkuSpec[];
}

export interface SimulatedTenant {
  tenantId: string;
  displayName: string;
  domain: string;
  country: string;
  skus: SubscribedSkuSpec[];
  /** By id; deleted users stay here (with `deletedDateTime`) until purged. */
  users: Map<string, SimulatedUser>;
  roleAssignments: Map<string, RoleAssignment>;
}

export const activeUsers = (tenant: SimulatedTenant) =>
  [...tenant.users.values()].filter((user) => user.deletedDateTime === null);

/** Licences of `skuId` held by users not deleted (deleting a user frees its licences). */
export const consumedUnits = (tenant: SimulatedTenant, skuId: string) =>
  activeUsers(tenant).filter((user) => user.assignedLicenses.some((licence) => licence.skuId === skuId))
    .length;

export const simulatedDirectory = ({ now = Date.now }: { now?: () => number } = {}) => {
  const tenants = new Map<string, SimulatedTenant>();
  const tokens = new Map<string, { tenantId: string; expiresAt: number }>();

  /** Deleted items older than 30 days are gone for good, with the roles they held. */
  const purge = (tenant: SimulatedTenant) => {
    for (const user of tenant.users.values()) {
      if (user.deletedDateTime === null || now() - Date.parse(user.deletedDateTime) < deletedItemsRetentionMs)
        continue;
      tenant.users.delete(user.id);
      for (const assignment of tenant.roleAssignments.values())
        if (assignment.principalId === user.id) tenant.roleAssignments.delete(assignment.id);
    }
    return tenant;
  };

  /** By tenant id or by its domain, as the token endpoint takes either. */
  const tenant = (idOrDomain: string) => {
    const found =
      tenants.get(idOrDomain) ??
      [...tenants.values()].find((candidate) => candidate.domain === idOrDomain.toLowerCase());
    return found && purge(found);
  };

  return {
    now,
    tenant,

    /**
     * A customer's tenant with its subscriptions, as Partner Center creates it (for tests, and for a
     * Partner Center simulator creating a customer). A tenant added again is replaced.
     */
    addTenant: (spec: TenantSpec): void => {
      tenants.set(spec.tenantId, {
        tenantId: spec.tenantId,
        displayName: spec.displayName ?? spec.domain.split('.')[0] ?? spec.domain,
        domain: spec.domain.toLowerCase(),
        country: spec.country,
        skus: spec.skus.map((sku) => ({ ...sku })),
        users: new Map(),
        roleAssignments: new Map(),
      });
    },

    /** The tenant's licences now, as its subscriptions at Partner Center give them (a tenant not known yet: none). */
    setSkus: (tenantId: string, skus: SubscribedSkuSpec[]): void => {
      const known = tenants.get(tenantId);
      if (known) known.skus = skus.map((sku) => ({ ...sku }));
    },

    issueToken: (tenantId: string) => {
      // Tokens past their hour are dropped here, so a long `npm start` does not keep them all.
      for (const [held, { expiresAt }] of tokens) if (now() >= expiresAt) tokens.delete(held);
      const token = `graph-simulator.${randomBytes(24).toString('base64url')}`;
      tokens.set(token, { tenantId, expiresAt: now() + tokenLifetimeSeconds * 1000 });
      return token;
    },

    /** The tenant a bearer token is for; `expired` once its hour is over. */
    tenantOfToken: (token: string): SimulatedTenant | 'expired' | undefined => {
      const issued = tokens.get(token);
      if (!issued) return undefined;
      if (now() >= issued.expiresAt) return 'expired';
      return tenant(issued.tenantId);
    },

    /** Whether `password` is the user's current one (tests: a reset password stops working). */
    checkPassword: (tenantId: string, userPrincipalName: string, password: string) => {
      const user = activeUsers(tenant(tenantId) ?? failOnUnknownTenant(tenantId)).find(
        (candidate) => candidate.userPrincipalName.toLowerCase() === userPrincipalName.toLowerCase(),
      );
      return user?.password === password;
    },
  };
};
export type SimulatedDirectory = ReturnType<typeof simulatedDirectory>;

const failOnUnknownTenant = (tenantId: string): never => {
  throw new Error(`The Graph simulator has no tenant ${tenantId}`);
};
