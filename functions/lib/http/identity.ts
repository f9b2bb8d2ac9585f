import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { StaffGroup } from '#shared/identity/roles';
import type { AuditActor } from '#shared/staff-audit';
import { AppError } from '../errors';

export interface Identity {
  sub: string;
  email: string | undefined;
  groups: string[];
}

type JwtClaims = Record<string, string | number | boolean | string[]>;

/**
 * The caller as verified by the API's JWT authorizer; undefined on public routes. API Gateway passes
 * `cognito:groups` as the string `[a b]`, so both that and a real array are read.
 */
export const identityOf = (event: APIGatewayProxyEventV2): Identity | undefined => {
  const claims = (event.requestContext as { authorizer?: { jwt?: { claims?: JwtClaims } } }).authorizer?.jwt
    ?.claims;
  if (!claims || typeof claims.sub !== 'string') return undefined;
  const rawGroups = claims['cognito:groups'];
  const groups = Array.isArray(rawGroups)
    ? rawGroups
    : typeof rawGroups === 'string'
      ? rawGroups
          .replace(/^\[|\]$/g, '')
          .split(/[\s,]+/)
          .filter(Boolean)
      : [];
  return { sub: claims.sub, email: typeof claims.email === 'string' ? claims.email : undefined, groups };
};

/** The caller's own id on a protected route (the JWT authorizer ran, so a missing identity is a bug). */
export const ownerOf = ({ identity }: { identity: Identity | undefined }): string => {
  if (!identity) throw new AppError('unauthenticated');
  return identity.sub;
};

/**
 * The caller of a staff route: a member of the staff group, whose claim the token carries only once
 * TOTP is set up. API Gateway's JWT authorizer cannot require a group, so the route asks; anyone else
 * signed in is `not_allowed`.
 */
export const staffMemberOf = (
  { identity }: { identity: Identity | undefined },
  group: StaffGroup,
): Identity => {
  if (!identity) throw new AppError('unauthenticated');
  if (!identity.groups.includes(group)) throw new AppError('not_allowed');
  return identity;
};

/** The staff member of `group` acting, as the record of their action names them (`staffMemberOf`'s refusals). */
export const staffActorOf = (request: { identity: Identity | undefined }, group: StaffGroup): AuditActor => {
  const { email } = staffMemberOf(request, group);
  return { kind: 'staff', ...(email ? { email } : {}) };
};
