import type * as z from 'zod/mini';
import {
  type AssignLicenseRequest,
  type CreateUserRequest,
  createdUserSchema,
  deletedUserSchema,
  directoryObjectSchema,
  organizationSchema,
  type RoleAssignmentRequest,
  roleAssignmentSchema,
  subscribedSkuSchema,
  type UpdateUserRequest,
  userSchema,
} from './graph-contract';
import { GraphError } from './graph-error';
import { filterEq, graphHttp } from './graph-http';
import { clientCredentialsTokens } from './graph-tokens';
import { type DirectoryRole, type DirectoryUser, directoryRoles, type TenantDirectory } from './port';
import { temporaryPassword } from './temporary-password';

// The tenant directory adapter: Microsoft Graph v1.0 with an app-only token in the customer's
// tenant (microsoft.md 3.10). The same code runs against Microsoft (AWS) and the local simulator
// (`npm start`, tests): only `endpoint` and `authority` differ.

const graphEndpoint = 'https://graph.microsoft.com';
const loginAuthority = 'https://login.microsoftonline.com';

export interface GraphClientOptions {
  /** The shop's multi-tenant app registration. */
  clientId: string;
  clientSecret: string;
  endpoint?: string;
  authority?: string;
  /** Per request; a slow Graph is `unavailable` after it. */
  timeoutMs?: number;
  /** The longest wait before one retry of a 429, in seconds. */
  maxRetryWaitSeconds?: number;
  /** The clock token expiry is read on. */
  now?: () => number;
  /** How a throttled call waits before its retry (a test counts the waits instead of taking them). */
  sleep?: (ms: number) => Promise<unknown>;
}

/** Graph returns only a default few properties of a user; these are the ones the port gives. */
const userSelect =
  '$select=id,userPrincipalName,displayName,givenName,surname,usageLocation,accountEnabled,assignedLicenses';

const userOf = (user: z.infer<typeof userSchema>): DirectoryUser => ({
  id: user.id,
  userPrincipalName: user.userPrincipalName,
  displayName: user.displayName ?? user.userPrincipalName,
  ...(user.givenName ? { firstName: user.givenName } : {}),
  ...(user.surname ? { lastName: user.surname } : {}),
  ...(user.usageLocation ? { usageLocation: user.usageLocation } : {}),
  accountEnabled: user.accountEnabled ?? false,
  licences: user.assignedLicenses.map((licence) => licence.skuId),
});

/** A deleted user's name is shown prefixed with its id without hyphens; the port gives the name it had. */
const nameBeforeDeletion = (id: string, userPrincipalName: string) => {
  const prefix = id.replaceAll('-', '');
  return userPrincipalName.startsWith(prefix) ? userPrincipalName.slice(prefix.length) : userPrincipalName;
};

const shopRoles = Object.keys(directoryRoles) as DirectoryRole[];
const roleOf = (roleDefinitionId: string) =>
  shopRoles.find((role) => directoryRoles[role] === roleDefinitionId);

const userPath = (userId: string) => `/users/${encodeURIComponent(userId)}`;
const roleAssignments = '/roleManagement/directory/roleAssignments';

export const graphTenantDirectory = ({
  clientId,
  clientSecret,
  endpoint = graphEndpoint,
  authority = loginAuthority,
  timeoutMs = 8000,
  maxRetryWaitSeconds = 2,
  now = Date.now,
  sleep,
}: GraphClientOptions): TenantDirectory => {
  const token = clientCredentialsTokens({ authority, clientId, clientSecret, timeoutMs, now });
  const http = graphHttp({ endpoint, token, timeoutMs, maxRetryWaitSeconds, sleep });

  /** The user's tenant-wide assignments of the shop's roles (scoped ones are another matter). */
  const assignmentsOf = async (tenantId: string, userId: string) =>
    (await http.all(roleAssignmentSchema, tenantId, `${roleAssignments}?${filterEq('principalId', userId)}`))
      .filter((assignment) => assignment.directoryScopeId === '/')
      .flatMap((assignment) => {
        const role = roleOf(assignment.roleDefinitionId);
        return role ? [{ id: assignment.id, role }] : [];
      });

  return {
    getOrganization: async (tenantId) => {
      const [organization] = await http.all(
        organizationSchema,
        tenantId,
        '/organization?$select=displayName,countryLetterCode,verifiedDomains',
      );
      if (!organization)
        throw new GraphError('unavailable', `Graph showed no organization for tenant ${tenantId}`);
      const domains = [...organization.verifiedDomains].sort(
        (a, b) => Number(b.isDefault) - Number(a.isDefault),
      );
      return {
        displayName: organization.displayName,
        country: organization.countryLetterCode,
        domains: domains.map((domain) => domain.name),
      };
    },

    listUsers: async (tenantId) => (await http.all(userSchema, tenantId, `/users?${userSelect}`)).map(userOf),

    getUser: async (tenantId, userId) =>
      userOf(await http.json(userSchema, tenantId, 'GET', `${userPath(userId)}?${userSelect}`)),

    createUser: async (tenantId, user) => {
      const password = temporaryPassword();
      const request: CreateUserRequest = {
        accountEnabled: true,
        displayName: user.displayName,
        givenName: user.firstName,
        surname: user.lastName,
        mailNickname: user.alias,
        userPrincipalName: `${user.alias}@${user.domain}`,
        usageLocation: user.usageLocation,
        passwordProfile: { password, forceChangePasswordNextSignIn: true },
      };
      const created = await http.json(createdUserSchema, tenantId, 'POST', '/users', request);
      return {
        user: {
          id: created.id,
          userPrincipalName: created.userPrincipalName,
          displayName: user.displayName,
          firstName: user.firstName,
          lastName: user.lastName,
          usageLocation: user.usageLocation,
          accountEnabled: true,
          licences: [],
        },
        temporaryPassword: password,
      };
    },

    updateUser: async (tenantId, userId, changes) => {
      const change: UpdateUserRequest = {
        ...(changes.firstName === undefined ? {} : { givenName: changes.firstName }),
        ...(changes.lastName === undefined ? {} : { surname: changes.lastName }),
        ...(changes.displayName === undefined ? {} : { displayName: changes.displayName }),
        ...(changes.usageLocation === undefined ? {} : { usageLocation: changes.usageLocation }),
      };
      if (Object.keys(change).length > 0) await http.none(tenantId, 'PATCH', userPath(userId), change);
    },

    deleteUser: (tenantId, userId) => http.none(tenantId, 'DELETE', userPath(userId)),

    listDeletedUsers: async (tenantId) =>
      (
        await http.all(
          deletedUserSchema,
          tenantId,
          `/directory/deletedItems/microsoft.graph.user?${userSelect},deletedDateTime`,
        )
      ).map((user) => ({
        ...userOf({ ...user, userPrincipalName: nameBeforeDeletion(user.id, user.userPrincipalName) }),
        deletedAt: user.deletedDateTime,
      })),

    restoreUser: async (tenantId, userId) => {
      await http.json(
        directoryObjectSchema,
        tenantId,
        'POST',
        `/directory/deletedItems/${encodeURIComponent(userId)}/restore`,
      );
    },

    resetPassword: async (tenantId, userId) => {
      const password = temporaryPassword();
      const change: UpdateUserRequest = {
        passwordProfile: { password, forceChangePasswordNextSignIn: true },
      };
      await http.none(tenantId, 'PATCH', userPath(userId), change);
      return { temporaryPassword: password };
    },

    listSubscribedSkus: async (tenantId) =>
      (await http.all(subscribedSkuSchema, tenantId, '/subscribedSkus')).map((sku) => ({
        skuId: sku.skuId,
        skuPartNumber: sku.skuPartNumber,
        enabledUnits: sku.prepaidUnits.enabled,
        consumedUnits: sku.consumedUnits,
      })),

    assignLicences: async (tenantId, userId, { add, remove }) => {
      const request: AssignLicenseRequest = {
        addLicenses: add.map((skuId) => ({ skuId, disabledPlans: [] })),
        removeLicenses: remove,
      };
      await http.json(directoryObjectSchema, tenantId, 'POST', `${userPath(userId)}/assignLicense`, request);
    },

    listRoleMembers: async (tenantId) => {
      const perRole = await Promise.all(
        shopRoles.map(async (role) => {
          const path = `${roleAssignments}?${filterEq('roleDefinitionId', directoryRoles[role])}`;
          const assignments = await http.all(roleAssignmentSchema, tenantId, path);
          return assignments
            .filter((assignment) => assignment.directoryScopeId === '/')
            .map((assignment) => ({ role, principalId: assignment.principalId }));
        }),
      );
      return perRole.flat();
    },

    getUserRoles: async (tenantId, userId) =>
      (await assignmentsOf(tenantId, userId)).map((assignment) => assignment.role),

    setUserRoles: async (tenantId, userId, roles) => {
      const held = await assignmentsOf(tenantId, userId);
      for (const assignment of held.filter((candidate) => !roles.includes(candidate.role)))
        await http.none(tenantId, 'DELETE', `${roleAssignments}/${encodeURIComponent(assignment.id)}`);
      for (const role of new Set(roles)) {
        if (held.some((assignment) => assignment.role === role)) continue;
        const request: RoleAssignmentRequest = {
          '@odata.type': '#microsoft.graph.unifiedRoleAssignment',
          roleDefinitionId: directoryRoles[role],
          principalId: userId,
          directoryScopeId: '/',
        };
        await http.json(roleAssignmentSchema, tenantId, 'POST', roleAssignments, request);
      }
    },
  };
};
