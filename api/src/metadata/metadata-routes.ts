import { Router } from 'express';
import { sql } from 'slonik';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate.js';
import { type ObjectDefinition, objectSchema, propertySchema } from '../contract/metadata.js';
import { runTransaction } from '../db/transaction.js';
import type { Transaction } from '../db/types.js';
import { addProperty } from '../ddl/add-property.js';
import { alterProperty } from '../ddl/alter-property.js';
import { checkNewPropertyName } from '../ddl/check-object.js';
import { createObject } from '../ddl/create-object.js';
import { AppError } from '../errors/app-error.js';
import { levelFor } from '../permissions/effective-permissions.js';
import { type DataContext, type DataServices, dataContextFor } from '../records/data-context.js';
import { announceChanges } from '../records/execute-operations.js';
import { parseBody } from '../records/request-body.js';
import { loadObjectDefinitions, replaceObjectRow } from './metadata-rows.js';

const labelsSchema = z
  .object({
    displayName: z.string().min(1).max(200),
    displayNamePlural: z.string().min(1).max(200),
    description: z.string().max(2000).optional(),
  })
  .strict();

/** Metadata is changed by those who may update inu_metadata (administrators). */
function requireMetadataRights(context: DataContext): void {
  if (levelFor(context.permissions, 'inu_metadata', 'update') < 3) {
    throw new AppError('ERR_FORBIDDEN', {}, { object: 'inu_metadata' });
  }
}

/**
 * The DDL engine over HTTP: create objects, add properties (also the form's "new database
 * field"), change properties and labels. Each change writes the metadata row and the table in
 * one transaction, then every API process drops the tenant's cached metadata and clients get an
 * inu_metadata change event.
 */
export function metadataRoutes(services: DataServices): Router {
  const router = Router();

  /** Reads the current definitions inside the transaction, so concurrent changes serialise. */
  const change = async <T>(
    context: DataContext,
    work: (db: Transaction, objects: Map<string, ObjectDefinition>) => Promise<T>,
  ): Promise<T> => {
    const result = await runTransaction(services.pool, async (trx) => {
      await trx.query(sqlLock(context.tenant.schemaName));
      const objects = new Map(
        (await loadObjectDefinitions(trx, context.tenant.schemaName)).map((o) => [o.logicalName, o]),
      );
      return work(trx, objects);
    });
    await services.metadata.changed(context.tenant.id);
    await announceChanges(services, context.tenant.id, new Set(['inu_metadata']));
    return result;
  };

  router.post('/api/metadata/objects', requireUser(), async (req, res, next) => {
    try {
      const context = await dataContextFor(req, services);
      requireMetadataRights(context);
      const object = parseBody(objectSchema, req.body);
      for (const property of object.properties) checkNewPropertyName(object, property);
      await change(context, (db, objects) => {
        if (objects.has(object.logicalName))
          throw new AppError('ERR_DUPLICATE', {}, { object: object.logicalName });
        for (const property of object.properties) {
          for (const target of property.targets ?? []) {
            if (!objects.has(target) && target !== object.logicalName) {
              throw new AppError('ERR_OBJECT_NOT_FOUND', { name: target }, { field: property.logicalName });
            }
          }
        }
        return createObject(db, context.tenant.schemaName, object, context.userId);
      });
      res.status(201).json({ ok: true, object });
    } catch (error) {
      next(error);
    }
  });

  router.post('/api/metadata/objects/:name/properties', requireUser(), async (req, res, next) => {
    try {
      const context = await dataContextFor(req, services);
      requireMetadataRights(context);
      const property = parseBody(propertySchema, req.body);
      const updated = await change(context, (db, objects) => {
        const object = objects.get(String(req.params.name));
        if (!object)
          throw new AppError('ERR_OBJECT_NOT_FOUND', { name: String(req.params.name).slice(0, 80) });
        for (const target of property.targets ?? []) {
          if (!objects.has(target))
            throw new AppError('ERR_OBJECT_NOT_FOUND', { name: target }, { field: property.logicalName });
        }
        return addProperty(db, context.tenant.schemaName, object, property, context.userId);
      });
      res.status(201).json({ ok: true, object: updated });
    } catch (error) {
      next(error);
    }
  });

  router.put('/api/metadata/objects/:name/properties/:property', requireUser(), async (req, res, next) => {
    try {
      const context = await dataContextFor(req, services);
      requireMetadataRights(context);
      const property = parseBody(propertySchema, req.body);
      if (property.logicalName !== req.params.property) {
        throw new AppError(
          'ERR_VALIDATION',
          { field: 'logicalName', reason: 'a property cannot be renamed' },
          { field: 'logicalName' },
        );
      }
      const updated = await change(context, (db, objects) => {
        const object = objects.get(String(req.params.name));
        if (!object)
          throw new AppError('ERR_OBJECT_NOT_FOUND', { name: String(req.params.name).slice(0, 80) });
        return alterProperty(db, context.tenant.schemaName, object, property, context.userId);
      });
      res.json({ ok: true, object: updated });
    } catch (error) {
      next(error);
    }
  });

  router.put('/api/metadata/objects/:name', requireUser(), async (req, res, next) => {
    try {
      const context = await dataContextFor(req, services);
      requireMetadataRights(context);
      const labels = parseBody(labelsSchema, req.body);
      const updated = await change(context, async (db, objects) => {
        const object = objects.get(String(req.params.name));
        if (!object)
          throw new AppError('ERR_OBJECT_NOT_FOUND', { name: String(req.params.name).slice(0, 80) });
        const relabelled = { ...object, ...labels };
        await replaceObjectRow(db, context.tenant.schemaName, relabelled, context.userId);
        return relabelled;
      });
      res.json({ ok: true, object: updated });
    } catch (error) {
      next(error);
    }
  });
  return router;
}

/** One metadata change at a time per tenant. */
function sqlLock(schema: string) {
  return sql.unsafe`SELECT pg_advisory_xact_lock(hashtext(${`metadata:${schema}`}))`;
}
