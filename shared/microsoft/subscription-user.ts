import * as z from 'zod/mini';
import { singleLineText } from '../text';
import { fieldMessages, messageKey } from '../validation';
import type { PlanNames } from './plan-name';

// The users of a customer's Microsoft 365 tenant over the `csp` API (spec sections 3, 5 and 6):
// adding one, editing her, her admin role and her licences, and what the panel shows of the tenant's
// users, deleted users and licences.

/**
 * Spec section 6: a user holds no admin role (`user`: she uses her licences and services), or one of
 * the four the shop offers, named as functions/lib/graph/port.ts's `directoryRoles` (Password
 * Administrator is the spec's "password administrator (helpdesk)").
 */
export const subscriptionUserRoles = [
  'user',
  'globalAdministrator',
  'passwordAdministrator',
  'userAdministrator',
  'serviceSupportAdministrator',
] as const;
export type SubscriptionUserRole = (typeof subscriptionUserRoles)[number];
export type AdminRole = Exclude<SubscriptionUserRole, 'user'>;

/** The role the panel shows of the admin roles a user holds: the widest one (a plain user holds none). */
export const roleOf = (held: readonly AdminRole[]): SubscriptionUserRole =>
  subscriptionUserRoles.find((role) => role !== 'user' && held.includes(role)) ?? 'user';

/**
 * Spec section 5: a display name forbids the comma, the ampersand and "some Polish letters". Which
 * ones the spec does not say; the shop forbids all nine Polish letters with diacritics, small and
 * capital (ą ć ę ł ń ó ś ź ż, Ą Ć Ę Ł Ń Ó Ś Ź Ż), a rule the form can state in one line. The name is
 * compared composed (NFC), so an `o` with a combining acute is an `ó` too. First and last names may
 * hold them: Microsoft takes any letters there.
 */
export const displayNameForbidden = /[,&ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/u;

/** Graph's limits: 64 characters for the given name and surname, 256 for the display name. */
const nameField = () => singleLineText({ max: 64 });
export const displayNameSchema = /* @__PURE__ */ z.lazy(() =>
  singleLineText({ max: 256 }).check(
    z.normalize('NFC'),
    z.refine((name) => !displayNameForbidden.test(name), fieldMessages.displayNameCharacters),
  ),
);

/**
 * The login's part before `@` (Microsoft Entra's rule, port.ts's `NewUser.alias`): A-Z a-z 0-9 and
 * `' . - _ ! # ^ ~`, at most 64, not ending with a dot (no accents: `żaneta` is refused).
 */
export const aliasSchema = /* @__PURE__ */ z.lazy(() =>
  z.string(messageKey(fieldMessages.invalidLogin)).check(
    z.trim(),
    z.minLength(1, fieldMessages.required),
    z.maxLength(64, fieldMessages.tooLong),
    z.regex(/^[A-Za-z0-9'.\-_!#^~]*$/, fieldMessages.invalidLogin),
    z.refine((alias) => !alias.endsWith('.'), fieldMessages.invalidLogin),
  ),
);

/** One of the tenant's verified domains (the use case checks it is the tenant's), lowercase. */
export const userDomainSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .string(messageKey(fieldMessages.invalidValue))
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, fieldMessages.required),
      z.maxLength(253, fieldMessages.tooLong),
      z.regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, fieldMessages.invalidValue),
    ),
);

/** ISO 3166-1 alpha-2, the country whose services the user's licences follow (Graph's `usageLocation`). */
export const usageLocationSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .string(messageKey(fieldMessages.invalidValue))
    .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, fieldMessages.invalidValue)),
);

const roleSchema = () => z.enum(subscriptionUserRoles, messageKey(fieldMessages.invalidValue));

const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A user's object id in Microsoft Entra: a GUID. */
export const directoryUserIdSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.regex(guid), z.toLowerCase()),
);
/** A licence's (SKU's) id: a GUID. */
export const skuIdSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .string(messageKey(fieldMessages.invalidValue))
    .check(z.regex(guid, fieldMessages.invalidValue), z.toLowerCase()),
);

/** `POST /api/csp/me/accounts/{id}/users`: the login is `alias@domain`. */
export const newSubscriptionUserSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    firstName: nameField(),
    lastName: nameField(),
    displayName: displayNameSchema,
    alias: aliasSchema,
    domain: userDomainSchema,
    usageLocation: usageLocationSchema,
    role: roleSchema(),
  }),
);
export type NewSubscriptionUser = z.infer<typeof newSubscriptionUserSchema>;

/** `PUT /api/csp/me/accounts/{id}/users/{userId}`: every editable field (the login stays). */
export const subscriptionUserEditSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    firstName: nameField(),
    lastName: nameField(),
    displayName: displayNameSchema,
    usageLocation: usageLocationSchema,
    role: roleSchema(),
  }),
);
export type SubscriptionUserEdit = z.infer<typeof subscriptionUserEditSchema>;

/** `PUT /api/csp/me/accounts/{id}/users/{userId}/role`. */
export const subscriptionUserRoleSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ role: roleSchema() }),
);

/** At most this many licences in one change (a tenant has a handful of SKUs). */
const maxSkusPerChange = 20;
const skuList = /* @__PURE__ */ z.lazy(() =>
  z.array(skuIdSchema).check(
    // Refinements, not `maxLength`: zod runs a length check on a value that is no list at all.
    z.refine((skus) => skus.length <= maxSkusPerChange, fieldMessages.tooLong),
    z.refine((skus) => new Set(skus).size === skus.length, fieldMessages.duplicateValue),
  ),
);

/**
 * `PUT /api/csp/me/accounts/{id}/users/{userId}/licences`: licences given and taken in one change,
 * all or nothing (Graph's assignLicense); a licence on both lists is refused on `remove`.
 */
export const licenceChangeSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ add: z._default(skuList, []), remove: z._default(skuList, []) }).check(
    z.superRefine((change, context) => {
      const index = change.remove.findIndex((skuId) => change.add.includes(skuId));
      if (index >= 0)
        context.addIssue({
          code: 'custom',
          path: ['remove', index],
          message: fieldMessages.duplicateValue,
          input: change.remove[index],
        });
    }),
  ),
);
export type LicenceChange = z.infer<typeof licenceChangeSchema>;

export interface SubscriptionUserView {
  id: string;
  /** The login, `alias@domain`. */
  userPrincipalName: string;
  displayName: string;
  firstName?: string;
  lastName?: string;
  usageLocation?: string;
  /** Whether she may sign in (the spec's active or inactive user). */
  accountEnabled: boolean;
  /** The skuIds of the licences she holds. */
  licences: string[];
  role: SubscriptionUserRole;
}

/** A deleted user: her admin roles are hidden until she is restored. */
export interface DeletedSubscriptionUserView extends Omit<SubscriptionUserView, 'role'> {
  deletedAt: string;
  /** 30 days after `deletedAt`: restorable until then, then gone for good. */
  restorableUntil: string;
}

/** A licence (SKU) of the tenant: how many are paid for, assigned and free. */
export interface TenantLicenceView {
  skuId: string;
  /** Microsoft's product code, e.g. `O365_BUSINESS_PREMIUM`. */
  skuPartNumber: string;
  /** The name of the customer's subscription that puts it in the tenant, when the shop sold it. */
  name?: string;
  /** That name in every language (`planNameIn`). */
  names?: PlanNames;
  enabled: number;
  consumed: number;
  /** `enabled - consumed`, never below 0 (a tenant may hold more than it pays for after a reduction). */
  free: number;
}

/** `GET /api/csp/me/accounts/{id}/users`: the users, the tenant's licences, and what the add form offers. */
export interface TenantUsersView {
  users: SubscriptionUserView[];
  licences: TenantLicenceView[];
  organization: {
    displayName: string;
    /** The tenant's country: a new user's usage location unless changed. */
    country: string;
    /** The verified domains a login may end with, the default one first. */
    domains: string[];
  };
}

/** A new user, or one whose password was reset: the temporary password is shown this once, never stored. */
export interface CreatedSubscriptionUser {
  user: SubscriptionUserView;
  temporaryPassword: string;
  /** Set when the user was made but Microsoft refused her admin role: she is a plain user (the code says why). */
  roleNotSet?: string;
}

/** How long a deleted user can be restored (spec section 9: 30 days). */
export const deletedUserRetentionDays = 30;
