import { randomUUID } from 'node:crypto';
import { type RoleAssignment, roleAssignmentRequestSchema } from '#functions/lib/graph/graph-contract';
import { builtInRoleTemplateIds } from './entra-rules';
import { type Answer, refusals } from './graph-answers';
import type { GraphCall } from './graph-call';
import { page } from './graph-json';
import { activeUsers, type SimulatedTenant } from './simulated-directory';

// Directory role assignments, `/roleManagement/directory/roleAssignments` (unifiedRoleAssignment,
// microsoft.md 3.10): built-in roles by template id, to users, tenant-wide (`directoryScopeId: '/'`).
// A deleted user's assignments are kept but not listed, and come back with the user.

const isActive = (tenant: SimulatedTenant, principalId: string) =>
  activeUsers(tenant).some((user) => user.id === principalId);

/** `$filter` on `principalId` or `roleDefinitionId` with `eq`, the filters the adapter uses. */
const filterOf = (filter: string | null): ((assignment: RoleAssignment) => boolean) | undefined => {
  if (filter === null) return () => true;
  const clause = /^\s*(principalId|roleDefinitionId)\s+eq\s+'((?:[^']|'')*)'\s*$/.exec(filter);
  if (!clause) return undefined;
  const property = clause[1] === 'principalId' ? 'principalId' : 'roleDefinitionId';
  const value = (clause[2] ?? '').replaceAll("''", "'");
  return (assignment) => assignment[property] === value;
};

export const listRoleAssignments = (call: GraphCall): Answer => {
  const matches = filterOf(call.url.searchParams.get('$filter'));
  if (!matches) return refusals.invalidRequest(call.now, 'Invalid filter clause');
  const listed = [...call.tenant.roleAssignments.values()].filter(
    (assignment) => matches(assignment) && isActive(call.tenant, assignment.principalId),
  );
  const found = page(listed, call.url);
  if (!found) return refusals.invalidRequest(call.now, 'Invalid page size or skip token.');
  return {
    status: 200,
    body: {
      '@odata.context': `${call.serviceRoot}/$metadata#roleManagement/directory/roleAssignments`,
      ...found,
    },
  };
};

export const createRoleAssignment = ({ tenant, now, body, serviceRoot }: GraphCall): Answer => {
  const parsed = roleAssignmentRequestSchema.safeParse(body);
  if (!parsed.success) return refusals.invalidRequest(now, 'Invalid unifiedRoleAssignment.');
  const { roleDefinitionId, principalId, directoryScopeId } = parsed.data;
  if (!builtInRoleTemplateIds.has(roleDefinitionId)) return refusals.notFound(now, roleDefinitionId);
  if (!isActive(tenant, principalId)) return refusals.notFound(now, principalId);
  if (directoryScopeId !== '/')
    return refusals.invalidRequest(
      now,
      'The simulator assigns roles tenant-wide only (directoryScopeId "/").',
    );
  const taken = [...tenant.roleAssignments.values()].some(
    (assignment) =>
      assignment.principalId === principalId && assignment.roleDefinitionId === roleDefinitionId,
  );
  if (taken) return refusals.conflictingObject(now);
  const assignment: RoleAssignment = { id: randomUUID(), roleDefinitionId, principalId, directoryScopeId };
  tenant.roleAssignments.set(assignment.id, assignment);
  return {
    status: 201,
    body: {
      '@odata.context': `${serviceRoot}/$metadata#roleManagement/directory/roleAssignments/$entity`,
      ...assignment,
    },
  };
};

export const deleteRoleAssignment = ({ tenant, now }: GraphCall, id: string): Answer => {
  if (!tenant.roleAssignments.delete(id)) return refusals.notFound(now, id);
  return { status: 204 };
};
