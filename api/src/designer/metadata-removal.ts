import { randomBytes } from 'node:crypto';
import { sql } from 'slonik';
import type { DataContext } from '../context/data-context.js';
import { baseColumnNames } from '../contract/logical-name.js';
import type { ObjectDefinition } from '../contract/metadata.js';
import { isSystemObject } from '../contract/system-objects.js';
import {
  archiveTableName,
  planArchiveObject,
  planArchiveProperty,
  planPurgeArchives,
} from '../ddl/plan-archive.js';
import { AppError } from '../errors/app-error.js';
import { fieldNotFound, metadataInvalid, nameInvalid } from '../errors/common-errors.js';
import { replaceObjectRow } from '../metadata/metadata-rows.js';
import { expiredArchives } from './archive-purge.js';
import { countRows, countValues } from './change-impact.js';
import { type ChangeOptions, existingObject, type RunChange } from './change-types.js';
import { entityRemovalStatements } from './entity-defaults.js';
import { findUsages, loadViews, type Usage } from './metadata-usage.js';

/** A delete names what it deletes once more (the typed confirmation); a preview needs none. */
export type DeleteOptions = ChangeOptions & { confirm?: string | undefined };

function refuseProtected(object: ObjectDefinition): void {
  if (isSystemObject(object.logicalName)) {
    throw metadataInvalid('system-object', object.logicalName);
  }
}

/** Refusals checked before anything runs, after the preview has shown them. */
function refuseUnlessFree(name: string, usedBy: Usage[], options: DeleteOptions): () => void {
  return () => {
    if (usedBy.length > 0) throw new AppError('ERR_IN_USE', { name, count: usedBy.length }, { usedBy });
    if (options.confirm !== name) throw new AppError('ERR_CONFIRMATION', { name }, { expected: name });
  };
}

const newArchiveName = () => archiveTableName(new Date(), randomBytes(6).toString('hex'));

/**
 * Deleting fields and objects: refused while a view, form, role or lookup uses them (the
 * preview lists those uses and what would be lost), and only with the name typed again. The
 * data is not dropped: a field's values (with record ids) and an object's whole table move to
 * an archive table kept 30 days (ddl/plan-archive.ts), recorded with the definition and, for
 * an object, its own views, so an operator can restore them.
 */
export function metadataRemovals(change: RunChange) {
  return {
    deleteProperty(context: DataContext, entity: string, propertyName: string, options: DeleteOptions = {}) {
      return change(context, options, async ({ db, schema, objects }) => {
        const object = existingObject(objects, entity);
        refuseProtected(object);
        const property = object.properties.find((p) => p.logicalName === propertyName);
        if ((baseColumnNames as readonly string[]).includes(propertyName)) {
          throw nameInvalid(propertyName, 'base-column', { property: propertyName });
        }
        if (!property) throw fieldNotFound(propertyName, { object: entity });
        const usedBy = await findUsages(db, schema, objects, entity, propertyName);
        const archive = newArchiveName();
        const plan = planArchiveProperty(schema, object, property, archive);
        plan.statements.unshift(...planPurgeArchives(schema, await expiredArchives(db, schema)));
        const updated = { ...object, properties: object.properties.filter((p) => p !== property) };
        return {
          object: updated,
          plan,
          impact: {
            rows: await countRows(db, schema, entity),
            usedBy,
            loses: { values: await countValues(db, schema, entity, propertyName) },
            archive,
          },
          refuse: refuseUnlessFree(propertyName, usedBy, options),
          writeRow: (trx, actorId) => replaceObjectRow(trx, schema, updated, actorId),
        };
      });
    },

    deleteObject(context: DataContext, entity: string, options: DeleteOptions = {}) {
      return change(context, options, async ({ db, schema, objects }) => {
        const object = existingObject(objects, entity);
        refuseProtected(object);
        const usedBy = await findUsages(db, schema, objects, entity);
        const views = (await loadViews(db, schema)).filter((view) => view.objectname === entity);
        const archive = newArchiveName();
        const plan = planArchiveObject(schema, object, archive, views);
        plan.statements.unshift(...planPurgeArchives(schema, await expiredArchives(db, schema)));
        plan.statements.push(...entityRemovalStatements(schema, entity));
        return {
          object,
          plan,
          impact: {
            rows: await countRows(db, schema, entity),
            usedBy,
            loses: { views: views.map(({ id, kind, label }) => ({ id, kind, label })) },
            archive,
          },
          refuse: refuseUnlessFree(entity, usedBy, options),
          writeRow: (trx) =>
            trx
              .query(
                sql.unsafe`DELETE FROM ${sql.identifier([schema, 'inu_metadata'])} WHERE name = ${entity}`,
              )
              .then(() => undefined),
        };
      });
    },
  };
}
