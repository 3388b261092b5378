import { sql } from 'slonik';
import type { DataContext } from '../context/data-context.js';
import type { Queryable } from '../db/types.js';
import { forbidden } from '../errors/common-errors.js';
import { levelFor } from '../permissions/effective-permissions.js';

/**
 * Giving a record to someone else is assigning, on create as on update: it needs organisation
 * level update rights on the entity, or business-unit level when the new owner shares a team
 * with the user (you may only hand records to people whose records you may change). Owning it
 * yourself needs nothing more. Leaving a record without owner is giving it away too: it needs
 * organisation level. Without the right: ERR_FORBIDDEN on ownerid.
 */
export async function checkOwnerAssignment(
  db: Queryable,
  context: DataContext,
  entity: string,
  ownerId: unknown,
): Promise<void> {
  if (ownerId === undefined || ownerId === context.userId) return;
  const level = levelFor(context.permissions, entity, 'update');
  if (level === 3) return;
  if (ownerId !== null && level === 2 && context.permissions.teamIds.length > 0) {
    const memberships = sql.identifier([context.tenant.schemaName, 'systemuser_teams']);
    const sharesTeam = await db.exists(sql.unsafe`
      SELECT 1 FROM ${memberships}
      WHERE systemuserid = ${String(ownerId)} AND teamid = ANY(${sql.array([...context.permissions.teamIds], 'uuid')})`);
    if (sharesTeam) return;
  }
  throw forbidden({ field: 'ownerid' });
}
