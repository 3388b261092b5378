import { randomBytes } from 'node:crypto';
import { baseColumnNames } from '../contract/logical-name.js';
import type { ObjectDefinition } from '../contract/metadata.js';
import type { DdlPlan, PlannedError } from '../ddl/ddl-plan.js';
import { planAddProperty } from '../ddl/plan-add-property.js';
import { planAlterProperty } from '../ddl/plan-alter-property.js';
import { archiveTableName, planArchiveObject, planArchiveProperty } from '../ddl/plan-archive.js';
import { planCreateObject } from '../ddl/plan-create-object.js';
import { entityRemovalStatements } from '../designer/entity-defaults.js';
import { isAppError } from '../errors/app-error.js';
import { metadataInvalid } from '../errors/common-errors.js';
import type { DiffItem, MetadataChange } from './diff-metadata.js';
import type { Translation } from './metadata-snapshot.js';
import {
  appStatements,
  deleteEntityRowStatement,
  entityRowStatement,
  roleStatements,
  translationStatements,
  viewStatements,
} from './row-statements.js';

/**
 * Texts of one language and action, as one step: `key` is the language, `changes` the names.
 */
export type TranslationBatch = MetadataChange & { area: 'translation'; texts: Translation[] };

/** A change with the plan that makes it, or the coded reason it cannot be made. */
export type MetadataStep = { change: DiffItem | TranslationBatch; plan: DdlPlan; error?: PlannedError };

/** The translation changes as one step per language and action (creates, updates, deletes). */
function translationSteps(changes: DiffItem[], schema: string): MetadataStep[] {
  const batches = new Map<string, TranslationBatch>();
  for (const change of changes) {
    if (change.area !== 'translation') continue;
    const text = (change.to ?? change.from) as Translation;
    const id = `${change.action} ${text.lang}`;
    const batch = batches.get(id) ?? {
      area: 'translation',
      action: change.action,
      key: text.lang,
      destructive: change.destructive,
      changes: [],
      texts: [],
    };
    batch.changes?.push(text.name);
    batch.texts.push(text);
    batches.set(id, batch);
  }
  const order = { create: 0, update: 1, delete: 2 };
  return [...batches.values()]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : order[a.action] - order[b.action]))
    .map((batch) => ({
      change: batch,
      plan: {
        description: `${batch.action} ${batch.texts.length} ${batch.key} text(s)`,
        statements: translationStatements(schema, batch.action, batch.key, batch.texts),
      },
    }));
}

export type StepContext = {
  schema: string;
  /** every object of the tenant now (system ones too): what field changes start from */
  objects: ReadonlyMap<string, ObjectDefinition>;
  /** the stored views of an entity, kept in the archive record when the entity goes */
  viewsOf: (entity: string) => unknown[];
};

const newArchiveName = () => archiveTableName(new Date(), randomBytes(6).toString('hex'));
const isBase = (name: string) => (baseColumnNames as readonly string[]).includes(name);

/** An AppError a planner threw, as data; anything else is a bug and is rethrown. */
function planned(error: unknown): PlannedError {
  if (!isAppError(error)) throw error;
  return { code: error.code, params: error.params, details: error.details };
}

/**
 * Turns a diff into plans with the DDL engine the designer uses (api/src/ddl): a new entity is
 * planCreateObject, fields are planned one after another on the entity as it becomes
 * (planAddProperty, planAlterProperty with its conversion checks, planArchiveProperty), a
 * removed entity is archived like a designer delete. The entity's metadata row is written
 * with its last change, exactly as the folder has it. Pure: nothing reads the database here.
 */
export function planMetadataSteps(changes: DiffItem[], context: StepContext): MetadataStep[] {
  const { schema } = context;
  const working = new Map(context.objects);
  /** per changed entity: its desired definition and the step that writes its row */
  const lastStep = new Map<string, { desired: ObjectDefinition; step: MetadataStep }>();
  const steps: MetadataStep[] = [];
  const add = (change: DiffItem, build: () => DdlPlan) => {
    let step: MetadataStep;
    try {
      step = { change, plan: build() };
    } catch (error) {
      step = { change, plan: { description: change.key, statements: [] }, error: planned(error) };
    }
    steps.push(step);
    return step;
  };

  for (const change of changes) {
    switch (change.area) {
      case 'app':
        add(change, () => ({
          description: `${change.action} app ${change.key}`,
          statements: appStatements(schema, change.from, change.to, change.sortorder),
        }));
        break;
      case 'role':
        add(change, () => ({
          description: `${change.action} role ${change.key}`,
          statements: roleStatements(schema, change.from, change.to),
        }));
        break;
      case 'view':
        add(change, () => ({
          description: `${change.action} view ${change.key}`,
          statements: viewStatements(schema, change.from, change.to),
        }));
        break;
      case 'translation':
        break; // batched per language and action below
      case 'entity': {
        const { from, to } = change;
        if (to && !from) {
          add(change, () => {
            const plan = planCreateObject(schema, to);
            plan.statements.push(entityRowStatement(schema, to, false));
            working.set(to.logicalName, to);
            return plan;
          });
        } else if (from && !to) {
          add(change, () => {
            const plan = planArchiveObject(schema, from, newArchiveName(), context.viewsOf(from.logicalName));
            plan.statements.push(
              ...entityRemovalStatements(schema, from.logicalName),
              deleteEntityRowStatement(schema, from.logicalName),
            );
            working.delete(from.logicalName);
            return plan;
          });
        } else if (from && to) {
          if (from.type !== to.type) {
            add(change, () => {
              throw metadataInvalid('object-type', to.logicalName);
            });
            break;
          }
          const step = add(change, () => ({ description: `Relabel object ${change.key}`, statements: [] }));
          lastStep.set(change.key, { desired: to, step });
        }
        break;
      }
      case 'field': {
        const object = working.get(change.entity);
        if (!object) break; // a new entity's fields come with its table
        const step = add(change, () => {
          const { from, to } = change;
          if (to && (from || isBase(to.logicalName))) {
            const { updated, plan } = planAlterProperty(schema, object, to);
            working.set(object.logicalName, updated);
            return plan;
          }
          if (to) {
            const { updated, plan } = planAddProperty(schema, object, to);
            working.set(object.logicalName, updated);
            return plan;
          }
          const removed = from as NonNullable<typeof from>;
          working.set(object.logicalName, {
            ...object,
            properties: object.properties.filter((p) => p.logicalName !== removed.logicalName),
          });
          if (isBase(removed.logicalName))
            return { description: `Relabel ${change.key} back to its default`, statements: [] };
          return planArchiveProperty(schema, object, removed, newArchiveName());
        });
        lastStep.set(change.entity, { desired: change.desired, step });
        break;
      }
    }
  }
  steps.push(...translationSteps(changes, schema));
  // each changed entity's row is written once, exactly as the folder has it, with its last step
  for (const { desired, step } of lastStep.values()) {
    if (!step.error) step.plan.statements.push(entityRowStatement(schema, desired, true));
  }
  return steps;
}
