import type { SimulatedTenant, SimulatedUser } from './simulated-directory';
import { consumedUnits } from './simulated-directory';

// The JSON Graph answers for the simulator's objects: the properties Graph returns by default or
// those `$select` names, a deleted user's name as Graph shows it, and collections in pages.

/** What `GET /users` returns without `$select` (the user resource's default properties). */
const defaultUserProperties = [
  'businessPhones',
  'displayName',
  'givenName',
  'jobTitle',
  'mail',
  'mobilePhone',
  'officeLocation',
  'preferredLanguage',
  'surname',
  'userPrincipalName',
  'id',
];

export const selectOf = (query: URLSearchParams) =>
  query
    .get('$select')
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);

const pick = (all: Record<string, unknown>, properties: string[]) =>
  Object.fromEntries(properties.filter((name) => name in all).map((name) => [name, all[name]]));

/**
 * A user as Graph shows it. A deleted user's name is prefixed with its id without hyphens, which
 * frees the name for a new user while the old one waits in the deleted items.
 */
export const userJson = (user: SimulatedUser, select = defaultUserProperties) => {
  const userPrincipalName =
    user.deletedDateTime === null
      ? user.userPrincipalName
      : `${user.id.replaceAll('-', '')}${user.userPrincipalName}`;
  const all: Record<string, unknown> = {
    id: user.id,
    accountEnabled: user.accountEnabled,
    assignedLicenses: user.assignedLicenses,
    businessPhones: [],
    createdDateTime: user.createdDateTime,
    deletedDateTime: user.deletedDateTime,
    displayName: user.displayName,
    givenName: user.givenName,
    jobTitle: null,
    mail: null,
    mailNickname: user.mailNickname,
    mobilePhone: null,
    officeLocation: null,
    preferredLanguage: null,
    surname: user.surname,
    usageLocation: user.usageLocation,
    userPrincipalName,
  };
  return pick(all, select);
};

export const subscribedSkuJson = (tenant: SimulatedTenant) =>
  tenant.skus.map((sku) => ({
    id: `${tenant.tenantId}_${sku.skuId}`,
    accountId: tenant.tenantId,
    accountName: tenant.displayName,
    appliesTo: 'User',
    capabilityStatus: 'Enabled',
    consumedUnits: consumedUnits(tenant, sku.skuId),
    skuId: sku.skuId,
    skuPartNumber: sku.skuPartNumber,
    prepaidUnits: { enabled: sku.units, suspended: 0, warning: 0, lockedOut: 0 },
    servicePlans: [],
    subscriptionIds: [],
  }));

export const organizationJson = (tenant: SimulatedTenant, select?: string[]) => {
  const all = {
    id: tenant.tenantId,
    displayName: tenant.displayName,
    countryLetterCode: tenant.country,
    verifiedDomains: [
      {
        name: tenant.domain,
        type: 'Managed',
        isDefault: true,
        isInitial: true,
        capabilities: 'Email, OfficeCommunicationsOnline',
      },
    ],
  };
  return select ? pick(all, select) : all;
};

const maxPageSize = 999;

/**
 * One page of a collection (`$top`, default 100, at most 999) and, when more follow, the absolute
 * `@odata.nextLink` with an opaque `$skiptoken`; `undefined` for a `$top` or `$skiptoken` Graph
 * would refuse.
 */
export const page = <T>(items: T[], url: URL): { value: T[]; '@odata.nextLink'?: string } | undefined => {
  const topText = url.searchParams.get('$top');
  const top = topText === null ? 100 : Number(topText);
  if (!Number.isInteger(top) || top < 1 || top > maxPageSize) return undefined;
  const token = url.searchParams.get('$skiptoken');
  const start =
    token === null
      ? 0
      : Number(
          Buffer.from(token, 'base64url')
            .toString('utf8')
            .replace(/^skip:/, ''),
        );
  if (!Number.isInteger(start) || start < 0) return undefined;
  const value = items.slice(start, start + top);
  if (start + top >= items.length) return { value };
  const next = new URL(url);
  next.searchParams.set('$skiptoken', Buffer.from(`skip:${start + top}`).toString('base64url'));
  return { value, '@odata.nextLink': next.toString() };
};
