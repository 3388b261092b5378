import { currentRoleBody, legacyRoleBody } from './roles.js';

/** What the check needs to know of the tenant: the properties of an entity, if it exists. */
export type EntityLookup = (entity: string) => { has(field: string): boolean } | undefined;

/**
 * The first problem of a role body (spec 000 sections 3 and 6), as `path: reason`, or null when
 * it is sound: the current { permissions, owners } or the older plain map, masks of levels 0 to
 * 3 per operation, entities that exist, owner rules naming a field of their entity. Shared by
 * the server's write check and the role editor, so both refuse the same bodies with the same path.
 */
export function roleBodyProblem(body: unknown, entities: EntityLookup): string | null {
  const current = typeof body === 'object' && body !== null && !Array.isArray(body) && 'permissions' in body;
  const parsed = (current ? currentRoleBody : legacyRoleBody).safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.length ? issue.path.join('.') : '(body)';
    return `${path}: ${issue?.message ?? 'invalid'}`;
  }
  const permissions: Record<string, number> =
    'permissions' in parsed.data && typeof parsed.data.permissions === 'object'
      ? (parsed.data.permissions as Record<string, number>)
      : (parsed.data as Record<string, number>);
  const prefix = current ? 'permissions.' : '';
  for (const entity of Object.keys(permissions)) {
    if (!entities(entity)) return `${prefix}${entity}: unknown entity`;
  }
  const owners = current ? ((parsed.data as { owners?: unknown[] }).owners ?? []) : [];
  for (const [index, rule] of (owners as { objectName: string; fieldName: string }[]).entries()) {
    const fields = entities(rule.objectName);
    if (!fields) return `owners.${index}.objectName: unknown entity ${rule.objectName}`;
    if (!fields.has(rule.fieldName)) return `owners.${index}.fieldName: unknown field ${rule.fieldName}`;
  }
  return null;
}
