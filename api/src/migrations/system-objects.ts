import type { ObjectDefinition } from '../contract/metadata.js';
import { type ObjectState, replayObjectSteps } from './apply-tenant-steps.js';
import { loadTenantMigrations } from './load-migration-files.js';

let cached: ReadonlyMap<string, ObjectDefinition> | undefined;

/**
 * The system objects every tenant has after all tenant migrations, computed by replaying the
 * migrations' metadata steps in memory. Templates are checked against these (a template lookup
 * to systemuser is fine; a template entity named systemuser is not).
 */
export function systemObjects(): ReadonlyMap<string, ObjectDefinition> {
  if (!cached) {
    const state: ObjectState = new Map();
    for (const file of loadTenantMigrations()) replayObjectSteps(file.migration.steps, state);
    cached = state;
  }
  return cached;
}
