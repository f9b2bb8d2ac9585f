import { type AccountTypeId, accountTypeOfGroups, isAccountTypeId } from '#shared/identity/account-types';
import { profileLifetimeMinutes } from '#shared/identity/profile';
import type { StoredProfile } from './profile-store';

type Claims = Record<string, unknown>;

const groupsOf = (claims: Claims): string[] => {
  const groups = claims['cognito:groups'];
  return Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [];
};

/** `account_type` (set by the pre-token-generation trigger) when present, else the group decides. */
const accountTypeOf = (claims: Claims, groups: string[]): AccountTypeId => {
  const claimed = Number(claims.account_type);
  if (isAccountTypeId(claimed)) return claimed;
  return accountTypeOfGroups(groups);
};

/**
 * The profile the browser keeps, from the verified session's ID token claims and, when the profile
 * API answered, the user's name and its expiry; otherwise it lives `profileLifetimeMinutes`.
 */
export const profileFromClaims = (
  claims: Claims,
  profile: { name: string; expirationDateTime: string } | undefined,
  now: number,
): StoredProfile => {
  const groups = groupsOf(claims);
  const email = typeof claims.email === 'string' ? claims.email : '';
  return {
    userId: String(claims.sub),
    email,
    name: profile?.name || (typeof claims.name === 'string' ? claims.name : email),
    accountTypeId: accountTypeOf(claims, groups),
    groups,
    expirationDateTime:
      profile?.expirationDateTime ?? new Date(now + profileLifetimeMinutes * 60_000).toISOString(),
  };
};
