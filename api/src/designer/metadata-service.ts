import type { DataContext, DataServices } from '../context/data-context.js';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import { isSystemObject } from '../contract/system-objects.js';
import { allowLongStatements } from '../db/long-statements.js';
import { runTransaction } from '../db/transaction.js';
import { checkNewPropertyName } from '../ddl/check-object.js';
import { showPlan } from '../ddl/ddl-plan.js';
import { planAddProperty } from '../ddl/plan-add-property.js';
import { planAlterProperty } from '../ddl/plan-alter-property.js';
import { planCreateObject } from '../ddl/plan-create-object.js';
import { runDdlPlan } from '../ddl/run-ddl-plan.js';
import { AppError } from '../errors/app-error.js';
import { duplicate, forbidden, metadataInvalid, objectNotFound } from '../errors/common-errors.js';
import { insertObjectRow, loadObjectDefinitions, replaceObjectRow } from '../metadata/metadata-rows.js';
import { levelFor } from '../permissions/effective-permissions.js';
import { announceChanges } from '../records/announce-changes.js';
import { archiveRestore } from './archive-restore.js';
import { countRows, runChecks } from './change-impact.js';
import {
  type ChangeOptions,
  existingObject,
  type MetadataChangeResult,
  type ObjectLabels,
  type PlanContext,
  type PlannedChange,
} from './change-types.js';
import { entityDefaultStatements } from './entity-defaults.js';
import { linkPlacementStatements, type Placement, placementStatements } from './field-placement.js';
import { metadataLock } from './metadata-lock.js';
import { metadataRemovals } from './metadata-removal.js';
import { loadViews } from './metadata-usage.js';

/**
 * The metadata designer's operations: create objects, add, alter and delete properties, delete
 * objects, relabel. Each plans the change against the definitions read inside the transaction
 * (so concurrent changes serialise), then runs the plan and writes the metadata row in that one
 * transaction; every API process then drops the tenant's cached metadata and clients get an
 * inu_metadata change event. A preview plans the same and runs only the plan's checks (queries)
 * to count rows and failures: what the designer shows before applying.
 */
export function metadataService(services: DataServices) {
  const change = async (
    context: DataContext,
    options: ChangeOptions,
    planFor: (plan: PlanContext) => Promise<PlannedChange> | PlannedChange,
  ): Promise<MetadataChangeResult> => {
    requireMetadataRights(context);
    const schema = context.tenant.schemaName;
    const { planned, checks } = await runTransaction(services.pool, async (trx) => {
      // a new index or a type change rewrites the table: longer than a request's statements
      if (!options.preview) await allowLongStatements(trx);
      await trx.query(metadataLock(schema));
      const objects = new Map((await loadObjectDefinitions(trx, schema)).map((o) => [o.logicalName, o]));
      const result = await planFor({ db: trx, schema, actorId: context.userId, objects });
      const checks = await runChecks(trx, result.plan);
      if (options.preview) return { planned: result, checks };
      result.refuse?.();
      refuseFailingChecks(result, checks);
      await runDdlPlan(trx, result.plan);
      await result.writeRow(trx, context.userId);
      return { planned: result, checks };
    });
    if (!options.preview) {
      await services.metadata.changed(context.tenant.id);
      await announceChanges(services, context.tenant, new Set(['inu_metadata', 'inu_view']));
    }
    return {
      object: planned.object,
      plan: showPlan(planned.plan),
      impact: { rows: null, ...planned.impact, checks },
    };
  };

  const rowsOf = async ({ db, schema }: PlanContext, table: string) => ({
    rows: await countRows(db, schema, table),
  });

  return {
    createObject(
      context: DataContext,
      object: ObjectDefinition,
      options: ChangeOptions = {},
      placement: Placement = {},
    ) {
      for (const property of object.properties) checkNewPropertyName(object, property);
      return change(context, options, async ({ objects, schema, actorId, db }) => {
        if (objects.has(object.logicalName)) throw duplicate({ object: object.logicalName });
        for (const property of object.properties) {
          for (const target of property.targets ?? []) {
            if (!objects.has(target) && target !== object.logicalName) {
              throw objectNotFound(target, { field: property.logicalName });
            }
          }
        }
        const plan = planCreateObject(schema, object);
        plan.statements.push(...entityDefaultStatements(schema, object, actorId));
        // a many-to-many relation made in the designer shows on the forms of both its sides
        if (object.type === 'many' && placement.form) {
          const sides = object.properties.flatMap((property) => property.targets ?? []);
          plan.statements.push(
            ...linkPlacementStatements(schema, object.logicalName, sides, await loadViews(db, schema)),
          );
        }
        return {
          object,
          plan,
          impact: { rows: 0 },
          writeRow: (db, actor) => insertObjectRow(db, schema, object, actor),
        };
      });
    },

    addProperty(
      context: DataContext,
      entity: string,
      property: PropertyDefinition,
      options: ChangeOptions = {},
      placement: Placement = {},
    ) {
      return change(context, options, async (planning) => {
        const { objects, schema, db } = planning;
        const object = existingObject(objects, entity);
        for (const target of property.targets ?? []) {
          if (!objects.has(target)) throw objectNotFound(target, { field: property.logicalName });
        }
        const { updated, plan } = planAddProperty(schema, object, property);
        if (placement.form || placement.list) {
          plan.statements.push(
            ...placementStatements(schema, entity, property, await loadViews(db, schema), placement),
          );
        }
        return {
          object: updated,
          plan,
          impact: await rowsOf(planning, entity),
          writeRow: (db, actorId) => replaceObjectRow(db, schema, updated, actorId),
        };
      });
    },

    alterProperty(
      context: DataContext,
      entity: string,
      property: PropertyDefinition,
      options: ChangeOptions = {},
    ) {
      return change(context, options, async (planning) => {
        const object = existingObject(planning.objects, entity);
        const { updated, plan } = planAlterProperty(planning.schema, object, property);
        const current = object.properties.find((p) => p.logicalName === property.logicalName);
        if (isSystemObject(entity) && plan.statements.length > 0 && current?.type !== property.type) {
          throw metadataInvalid('system-object', entity);
        }
        return {
          object: updated,
          plan,
          impact: await rowsOf(planning, entity),
          writeRow: (db, actorId) => replaceObjectRow(db, planning.schema, updated, actorId),
        };
      });
    },

    relabelObject(context: DataContext, entity: string, labels: ObjectLabels, options: ChangeOptions = {}) {
      return change(context, options, ({ objects, schema }) => {
        const relabelled = { ...existingObject(objects, entity), ...labels };
        return {
          object: relabelled,
          plan: { description: `Relabel object ${entity}`, statements: [] },
          writeRow: (db, actorId) => replaceObjectRow(db, schema, relabelled, actorId),
        };
      });
    },

    ...metadataRemovals(change),
    ...archiveRestore(change),
  };
}

export type MetadataService = ReturnType<typeof metadataService>;
/** A check that finds rows stops the change, naming how many (type changes that would lose data). */
function refuseFailingChecks(planned: PlannedChange, checks: { failingRows: number }[]): void {
  const failing = checks.reduce((sum, check) => sum + check.failingRows, 0);
  if (failing === 0) return;
  const refusal = planned.plan.statements.find((s) => s.refuseIfAnyRow)?.refuseIfAnyRow;
  const field = String(refusal?.details?.field ?? '');
  throw new AppError(
    'ERR_TYPE_CHANGE_ROWS',
    { ...refusal?.params, field, rows: failing },
    { ...refusal?.details, rows: failing },
  );
}

/** Metadata is changed by those who may update inu_metadata (administrators). */
export function requireMetadataRights(context: DataContext): void {
  if (levelFor(context.permissions, 'inu_metadata', 'update') < 3)
    throw forbidden({ object: 'inu_metadata' });
}
