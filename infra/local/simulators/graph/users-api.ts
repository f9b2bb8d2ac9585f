import { randomUUID } from 'node:crypto';
import {
  assignLicenseRequestSchema,
  createUserRequestSchema,
  updateUserRequestSchema,
} from '#functions/lib/graph/graph-contract';
import { isCountryCode, isStrongPassword, isValidAlias, isValidMailNickname } from './entra-rules';
import { type Answer, refusals } from './graph-answers';
import { type GraphCall, isoAt } from './graph-call';
import { organizationJson, page, selectOf, subscribedSkuJson, userJson } from './graph-json';
import { activeUsers, consumedUnits, type SimulatedTenant, type SimulatedUser } from './simulated-directory';

// The user endpoints of Graph v1.0 the adapter calls (microsoft.md 3.10): users, their licences,
// the deleted items and the tenant's subscribed SKUs and organization.

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A user not deleted, by id or by user principal name, as `/users/{id | userPrincipalName}` takes. */
const activeUser = (tenant: SimulatedTenant, idOrName: string) =>
  activeUsers(tenant).find((user) => user.id === idOrName || sameName(user.userPrincipalName, idOrName));

const nameTaken = (tenant: SimulatedTenant, userPrincipalName: string) =>
  activeUsers(tenant).some((user) => sameName(user.userPrincipalName, userPrincipalName));

const firstIssueProperty = (issues: { path: PropertyKey[] }[]) => String(issues[0]?.path[0] ?? 'body');

const collection = <T>(call: GraphCall, context: string, items: T[]): Answer => {
  const found = page(items, call.url);
  if (!found) return refusals.invalidRequest(call.now, 'Invalid page size or skip token.');
  return { status: 200, body: { '@odata.context': `${call.serviceRoot}/$metadata#${context}`, ...found } };
};

export const getOrganization = (call: GraphCall): Answer => ({
  status: 200,
  body: {
    '@odata.context': `${call.serviceRoot}/$metadata#organization`,
    value: [organizationJson(call.tenant, selectOf(call.url.searchParams))],
  },
});

export const listUsers = (call: GraphCall): Answer => {
  const select = selectOf(call.url.searchParams);
  return collection(
    call,
    'users',
    activeUsers(call.tenant).map((user) => userJson(user, select)),
  );
};

export const getUser = (call: GraphCall, idOrName: string): Answer => {
  const user = activeUser(call.tenant, idOrName);
  if (!user) return refusals.notFound(call.now, idOrName);
  return {
    status: 200,
    body: {
      '@odata.context': `${call.serviceRoot}/$metadata#users/$entity`,
      ...userJson(user, selectOf(call.url.searchParams)),
    },
  };
};

export const createUser = ({ tenant, now, body, serviceRoot }: GraphCall): Answer => {
  const parsed = createUserRequestSchema.safeParse(body);
  if (!parsed.success) return refusals.invalidValue(now, firstIssueProperty(parsed.error.issues));
  const request = parsed.data;
  const [alias = '', domain = '', ...more] = request.userPrincipalName.split('@');
  if (more.length > 0 || !isValidAlias(alias) || domain.length === 0 || domain.length > 48)
    return refusals.invalidUserPrincipalName(now);
  if (!sameName(domain, tenant.domain)) return refusals.unverifiedDomain(now);
  if (!isValidMailNickname(request.mailNickname)) return refusals.invalidValue(now, 'mailNickname');
  if (request.usageLocation !== undefined && !isCountryCode(request.usageLocation))
    return refusals.invalidValue(now, 'usageLocation');
  if (!isStrongPassword(request.passwordProfile.password)) return refusals.weakPassword(now);
  if (nameTaken(tenant, request.userPrincipalName)) return refusals.userPrincipalNameTaken(now);
  const user: SimulatedUser = {
    id: randomUUID(),
    userPrincipalName: request.userPrincipalName,
    displayName: request.displayName,
    givenName: request.givenName ?? null,
    surname: request.surname ?? null,
    mailNickname: request.mailNickname,
    usageLocation: request.usageLocation ?? null,
    accountEnabled: request.accountEnabled,
    password: request.passwordProfile.password,
    forceChangePasswordNextSignIn: request.passwordProfile.forceChangePasswordNextSignIn ?? false,
    assignedLicenses: [],
    createdDateTime: isoAt(now),
    deletedDateTime: null,
  };
  tenant.users.set(user.id, user);
  return {
    status: 201,
    body: { '@odata.context': `${serviceRoot}/$metadata#users/$entity`, ...userJson(user) },
  };
};

export const updateUser = ({ tenant, now, body }: GraphCall, idOrName: string): Answer => {
  const user = activeUser(tenant, idOrName);
  if (!user) return refusals.notFound(now, idOrName);
  const parsed = updateUserRequestSchema.safeParse(body);
  if (!parsed.success) return refusals.invalidValue(now, firstIssueProperty(parsed.error.issues));
  const { passwordProfile, usageLocation, ...names } = parsed.data;
  if (usageLocation !== undefined && !isCountryCode(usageLocation))
    return refusals.invalidValue(now, 'usageLocation');
  if (passwordProfile && !isStrongPassword(passwordProfile.password)) return refusals.weakPassword(now);
  if (names.displayName !== undefined) user.displayName = names.displayName;
  if (names.givenName !== undefined) user.givenName = names.givenName;
  if (names.surname !== undefined) user.surname = names.surname;
  if (names.accountEnabled !== undefined) user.accountEnabled = names.accountEnabled;
  if (usageLocation !== undefined) user.usageLocation = usageLocation;
  if (passwordProfile) {
    user.password = passwordProfile.password;
    user.forceChangePasswordNextSignIn = passwordProfile.forceChangePasswordNextSignIn ?? false;
  }
  return { status: 204 };
};

/** To the deleted items: restorable for 30 days; its licences are freed meanwhile. */
export const deleteUser = ({ tenant, now }: GraphCall, idOrName: string): Answer => {
  const user = activeUser(tenant, idOrName);
  if (!user) return refusals.notFound(now, idOrName);
  user.deletedDateTime = isoAt(now);
  return { status: 204 };
};

/** All or nothing, as Graph's `assignLicense`: one refusal leaves the user's licences as they were. */
export const assignLicense = ({ tenant, now, body, serviceRoot }: GraphCall, idOrName: string): Answer => {
  const user = activeUser(tenant, idOrName);
  if (!user) return refusals.notFound(now, idOrName);
  const parsed = assignLicenseRequestSchema.safeParse(body);
  if (!parsed.success) return refusals.missingParameters(now, 'assignLicense');
  const { addLicenses, removeLicenses } = parsed.data;
  if (addLicenses.length > 0 && user.usageLocation === null) return refusals.noUsageLocation(now);
  const held = (skuId: string) => user.assignedLicenses.some((licence) => licence.skuId === skuId);
  for (const skuId of [...addLicenses.map((licence) => licence.skuId), ...removeLicenses]) {
    if (!tenant.skus.some((sku) => sku.skuId === skuId)) return refusals.unknownSku(now, skuId);
  }
  if (removeLicenses.some((skuId) => !held(skuId))) return refusals.licenceNotAssigned(now);
  for (const { skuId } of addLicenses) {
    const units = tenant.skus.find((sku) => sku.skuId === skuId)?.units ?? 0;
    if (!held(skuId) && consumedUnits(tenant, skuId) >= units) return refusals.noFreeLicence(now, skuId);
  }
  const added = new Set(addLicenses.map((licence) => licence.skuId));
  user.assignedLicenses = [
    ...user.assignedLicenses.filter(
      (licence) => !removeLicenses.includes(licence.skuId) && !added.has(licence.skuId),
    ),
    ...addLicenses,
  ];
  return {
    status: 200,
    body: { '@odata.context': `${serviceRoot}/$metadata#users/$entity`, ...userJson(user) },
  };
};

export const listSubscribedSkus = (call: GraphCall): Answer =>
  collection(call, 'subscribedSkus', subscribedSkuJson(call.tenant));

/** What the deleted items show of a user without `$select`. */
const defaultDeletedProperties = ['id', 'displayName', 'userPrincipalName', 'deletedDateTime'];

export const listDeletedUsers = (call: GraphCall): Answer => {
  const select = selectOf(call.url.searchParams);
  const deleted = [...call.tenant.users.values()].filter((user) => user.deletedDateTime !== null);
  return collection(
    call,
    'directoryObjects(microsoft.graph.user)',
    deleted.map((user) => userJson(user, select ?? defaultDeletedProperties)),
  );
};

/**
 * Back from the deleted items with its name, roles and the licences that still have a free unit
 * (another user may have taken a freed one meanwhile); refused while another user has its name.
 */
export const restoreUser = ({ tenant, now, serviceRoot }: GraphCall, id: string): Answer => {
  const user = tenant.users.get(id);
  if (!user || user.deletedDateTime === null) return refusals.notFound(now, id);
  if (nameTaken(tenant, user.userPrincipalName)) return refusals.userPrincipalNameTaken(now);
  user.assignedLicenses = user.assignedLicenses.filter(
    ({ skuId }) =>
      consumedUnits(tenant, skuId) < (tenant.skus.find((sku) => sku.skuId === skuId)?.units ?? 0),
  );
  user.deletedDateTime = null;
  return {
    status: 200,
    body: {
      '@odata.context': `${serviceRoot}/$metadata#directoryObjects/$entity`,
      '@odata.type': '#microsoft.graph.user',
      ...userJson(user),
    },
  };
};
