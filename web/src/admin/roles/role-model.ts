import { levelOf, maskOf, type Operation, type PermissionLevel } from '@strata/api/contract/permission-mask';

export const roleOperations: Operation[] = ['create', 'read', 'update', 'delete'];
export const roleLevels: PermissionLevel[] = [0, 1, 2, 3];

export type OwnerRule = { objectName: string; operation: Operation; fieldName: string };
/** A role body as the editor holds it: a mask per entity (missing means none) and owner rules. */
export type RoleModel = { permissions: Record<string, number>; owners: OwnerRule[] };

/** The system entities of every organisation (migrations/tenant): listed after business ones. */
export const systemEntities: ReadonlySet<string> = new Set([
  'systemuser',
  'team',
  'systemuser_teams',
  'currency',
  'currency_rate',
  'audit',
  'report_template',
  'report_image',
]);
export const isSystemEntity = (name: string) => name.startsWith('inu_') || systemEntities.has(name);

/**
 * Reads a stored body: the current { permissions, owners } or the older plain map of entity to
 * mask (spec 000 section 3). Null when it is not JSON or neither shape (the JSON tab shows it).
 */
export function parseRoleModel(text: string | null | undefined): RoleModel | null {
  if (!text?.trim()) return { permissions: {}, owners: [] };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const current = 'permissions' in record;
  const permissions = (current ? record.permissions : record) as Record<string, unknown>;
  if (typeof permissions !== 'object' || permissions === null) return null;
  const masks: Record<string, number> = {};
  for (const [entity, mask] of Object.entries(permissions)) {
    if (typeof mask !== 'number') return null;
    masks[entity] = mask;
  }
  const owners = current && Array.isArray(record.owners) ? (record.owners as OwnerRule[]) : [];
  return { permissions: masks, owners };
}

/** Always written in the current format; entities without any right are left out. */
export function serializeRoleModel(model: RoleModel): string {
  const permissions = Object.fromEntries(
    Object.entries(model.permissions)
      .filter(([, mask]) => mask !== 0)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return JSON.stringify(
    model.owners.length ? { permissions, owners: model.owners } : { permissions },
    null,
    2,
  );
}

export const levelAt = (model: RoleModel, entity: string, operation: Operation): PermissionLevel =>
  levelOf(model.permissions[entity] ?? 0, operation);

/** The next level a click gives: none, user, business unit, organisation, none, ... */
export const nextLevel = (level: PermissionLevel): PermissionLevel => ((level + 1) % 4) as PermissionLevel;

function withLevels(
  model: RoleModel,
  cells: { entity: string; operation: Operation }[],
  level: PermissionLevel,
): RoleModel {
  const permissions = { ...model.permissions };
  for (const { entity, operation } of cells) {
    const levels = Object.fromEntries(
      roleOperations.map((op) => [op, levelOf(permissions[entity] ?? 0, op)]),
    );
    permissions[entity] = maskOf({ ...levels, [operation]: level });
  }
  return { ...model, permissions };
}

export function setLevel(model: RoleModel, entity: string, operation: Operation, level: PermissionLevel) {
  return withLevels(model, [{ entity, operation }], level);
}

/**
 * A row or column header sets every cell of it to one level: the next after the first cell's,
 * so repeated clicks walk the whole row or column through the levels together.
 */
export function cycleRow(model: RoleModel, entity: string): RoleModel {
  const level = nextLevel(levelAt(model, entity, 'create'));
  return withLevels(
    model,
    roleOperations.map((operation) => ({ entity, operation })),
    level,
  );
}

export function cycleColumn(model: RoleModel, entities: string[], operation: Operation): RoleModel {
  const first = entities[0];
  if (first === undefined) return model;
  const level = nextLevel(levelAt(model, first, operation));
  return withLevels(
    model,
    entities.map((entity) => ({ entity, operation })),
    level,
  );
}
