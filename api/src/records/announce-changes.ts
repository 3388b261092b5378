import type { DataServices } from '../context/data-context.js';
import { channels } from '../events/event-bus.js';

/** Writes to these change who may do what: drop cached permissions when they change. */
const permissionEntities: ReadonlySet<string> = new Set([
  'inu_role',
  'inu_userroles',
  'systemuser_teams',
  'systemuser',
]);
/** Writes to these can take all access from a user (disabled, deleted, last role gone). */
const accessEntities: ReadonlySet<string> = new Set(['inu_role', 'inu_userroles', 'systemuser']);

/**
 * After a commit: a user who lost all access loses their sessions (and open streams) at once,
 * cached permissions of the tenant are dropped when rights may have changed, and the change
 * event goes out. Publishing never fails (the bus retries), so a committed write never answers
 * an error from here.
 */
export async function announceChanges(
  services: DataServices,
  tenant: { id: string; schemaName: string },
  entities: Set<string>,
): Promise<void> {
  if (entities.size === 0) return;
  const touched = [...entities];
  if (touched.some((entity) => accessEntities.has(entity))) {
    await services.sessions.endSessionsWithoutAccess(tenant).catch((error: unknown) => {
      // authenticate refuses a disabled or deleted user anyway: this only makes it immediate
      services.logger.error({ err: error }, 'could not end the sessions of users without access');
    });
  }
  if (touched.some((entity) => permissionEntities.has(entity))) await services.permissions.changed(tenant.id);
  const now = Date.now();
  await services.bus.publish(channels.changes, {
    tenantId: tenant.id,
    entities: Object.fromEntries(touched.map((entity) => [entity, now])),
  });
}
