// The tenant directory port: the users of a customer's Microsoft 365 tenant, their
// licences and admin roles, as the shop manages them for the customer (Microsoft Graph v1.0,
// `../shared/guide/microsoft.md` 3.10). Every method names the customer's tenant; failures are
// `GraphError`s (graph-error.ts) with a stable code.

/** The admin roles the shop offers, by their Entra role template ids; a plain user holds none of them. */
export const directoryRoles = {
  globalAdministrator: '62e90394-69f5-4237-9190-012177145e10',
  /** Password Administrator: resets the passwords of non-admins and other Password Administrators. */
  passwordAdministrator: '966707d0-3269-4727-9be2-8c3a10f19b9d',
  userAdministrator: 'fe930be7-5e62-47db-91af-98c3a49a38b1',
  serviceSupportAdministrator: 'f023fd81-a637-4b56-95fd-791ac0226033',
} as const;
export type DirectoryRole = keyof typeof directoryRoles;

export interface DirectoryUser {
  id: string;
  /** `alias@domain`, the sign-in name. */
  userPrincipalName: string;
  displayName: string;
  firstName?: string;
  lastName?: string;
  /** ISO 3166-1 alpha-2; licences can be assigned only once it is set. */
  usageLocation?: string;
  accountEnabled: boolean;
  /** The skuIds of the licences assigned directly. */
  licences: string[];
}

export interface DeletedUser extends DirectoryUser {
  /** When it was deleted: it can be restored for 30 days, then it is gone for good. */
  deletedAt: string;
}

export interface Organization {
  displayName: string;
  /** The tenant's country (ISO 3166-1 alpha-2), the usual usage location of its users. */
  country: string;
  /** The verified domains a user principal name may end with; the default one first. */
  domains: string[];
}

export interface NewUser {
  firstName: string;
  lastName: string;
  displayName: string;
  /** The part before `@`: A-Z a-z 0-9 ' . - _ ! # ^ ~, at most 64, no `.` at its end. */
  alias: string;
  /** One of the tenant's verified domains. */
  domain: string;
  usageLocation: string;
}

export interface UserChanges {
  firstName?: string;
  lastName?: string;
  displayName?: string;
  usageLocation?: string;
}

/** A password the user must change at the next sign-in: shown once, never stored. */
export interface TemporaryPassword {
  temporaryPassword: string;
}

export interface SubscribedSku {
  skuId: string;
  /** Microsoft's product code, e.g. `O365_BUSINESS_PREMIUM`. */
  skuPartNumber: string;
  /** Licences paid for and active. */
  enabledUnits: number;
  /** Licences assigned to users. */
  consumedUnits: number;
}

/** One holder of one of the shop's admin roles, tenant-wide. */
export interface RoleMember {
  role: DirectoryRole;
  /** A user's id (or a group's or an app's, which the tenant's user list does not hold). */
  principalId: string;
}

export interface TenantDirectory {
  getOrganization(tenantId: string): Promise<Organization>;
  listUsers(tenantId: string): Promise<DirectoryUser[]>;
  /** `not_found` for an unknown or deleted user. */
  getUser(tenantId: string, userId: string): Promise<DirectoryUser>;
  /** `user_exists` when the principal name is taken, `invalid_alias` for a name Entra refuses. */
  createUser(tenantId: string, user: NewUser): Promise<{ user: DirectoryUser } & TemporaryPassword>;
  updateUser(tenantId: string, userId: string, changes: UserChanges): Promise<void>;
  /** Moves the user to the deleted items, restorable for 30 days; its licences are freed. */
  deleteUser(tenantId: string, userId: string): Promise<void>;
  listDeletedUsers(tenantId: string): Promise<DeletedUser[]>;
  /** `user_exists` when another user took the principal name meanwhile. */
  restoreUser(tenantId: string, userId: string): Promise<void>;
  /** A new temporary password; the old one stops working at once. */
  resetPassword(tenantId: string, userId: string): Promise<TemporaryPassword>;
  listSubscribedSkus(tenantId: string): Promise<SubscribedSku[]>;
  /**
   * Adds and removes licences in one change, all or nothing: `usage_location_required` for a user
   * without a usage location, `not_enough_licences` when a SKU has no free unit.
   */
  assignLicences(
    tenantId: string,
    userId: string,
    change: { add: string[]; remove: string[] },
  ): Promise<void>;
  /** Who holds the shop's admin roles. */
  listRoleMembers(tenantId: string): Promise<RoleMember[]>;
  /** The shop's admin roles the user holds tenant-wide; none for a plain user. */
  getUserRoles(tenantId: string, userId: string): Promise<DirectoryRole[]>;
  /** Makes the user hold exactly `roles` of the shop's; other roles are left as they are. */
  setUserRoles(tenantId: string, userId: string, roles: DirectoryRole[]): Promise<void>;
}
