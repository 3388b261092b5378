import type { DataContext } from '../context/data-context.js';
import type { ObjectDefinition } from '../contract/metadata.js';
import type { Queryable } from '../db/types.js';
import type { DdlPlan, showPlan } from '../ddl/ddl-plan.js';
import { objectNotFound } from '../errors/common-errors.js';
import type { ChangeImpact } from './change-impact.js';

/** New labels of an object (a relabel changes no column). */
export type ObjectLabels = {
  displayName: string;
  displayNamePlural: string;
  description?: string | undefined;
};

/**
 * A change as planned: the object definition it leads to, the DDL it runs (metadata rows of
 * views and menus included), how the inu_metadata row is written after the DDL, and what the
 * preview reports about it (row counts, uses, what would be lost).
 */
export type PlannedChange = {
  object: ObjectDefinition;
  plan: DdlPlan;
  writeRow: (db: Queryable, actorId: string) => Promise<void>;
  impact?: Omit<ChangeImpact, 'checks'>;
  /** checked before anything runs (a delete still in use, a missing confirmation) */
  refuse?: () => void;
};

/** The answer of every change: the object after it, the plan as shown and its impact. */
export type MetadataChangeResult = {
  object: ObjectDefinition;
  plan: ReturnType<typeof showPlan>;
  impact: ChangeImpact;
};

/** `preview`: plan against the current metadata and answer the plan; nothing is changed. */
export type ChangeOptions = { preview?: boolean };

export type PlanContext = {
  db: Queryable;
  schema: string;
  actorId: string;
  objects: ReadonlyMap<string, ObjectDefinition>;
};

export type RunChange = (
  context: DataContext,
  options: ChangeOptions,
  planFor: (plan: PlanContext) => Promise<PlannedChange> | PlannedChange,
) => Promise<MetadataChangeResult>;

export function existingObject(
  objects: ReadonlyMap<string, ObjectDefinition>,
  entity: string,
): ObjectDefinition {
  const object = objects.get(entity);
  if (!object) throw objectNotFound(entity);
  return object;
}
