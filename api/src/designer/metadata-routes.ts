import { type Request, Router } from 'express';
import { z } from 'zod';
import { type DataServices, dataContextFor } from '../context/data-context.js';
import { objectSchema, propertySchema } from '../contract/metadata.js';
import { withSafeText } from '../contract/safe-text.js';
import { invalidField } from '../errors/common-errors.js';
import { parseBody } from '../errors/parse-body.js';
import { requireUser } from '../sessions/authenticate.js';
import { listArchives } from './archive-restore.js';
import type { ChangeOptions } from './change-types.js';
import type { Placement } from './field-placement.js';
import { metadataService, requireMetadataRights } from './metadata-service.js';

const labelsSchema = z
  .object({
    displayName: withSafeText(z.string().min(1).max(200)),
    displayNamePlural: withSafeText(z.string().min(1).max(200)),
    description: withSafeText(z.string().max(2000)).optional(),
  })
  .strict();

/** `?preview=true` answers the plan of the change and changes nothing. */
function changeOptions(req: Request): ChangeOptions {
  const preview = req.query.preview;
  if (preview === undefined || preview === 'false') return {};
  if (preview === 'true') return { preview: true };
  throw invalidField('preview', 'true or false');
}

/**
 * The metadata designer over HTTP (designer/metadata-service.ts does the work): create objects,
 * add properties (also the form's "new database field"), change properties and labels, delete
 * properties and objects (archived, with `?confirm=name`), list archives and restore one. Each
 * change answers `{ok, object, plan,
 * impact}`; with `?preview=true` nothing changes and `preview` is true.
 */
export function metadataRoutes(services: DataServices): Router {
  const router = Router();
  const designer = metadataService(services);

  router.post('/api/metadata/objects', requireUser(), async (req, res) => {
    const context = await dataContextFor(req, services);
    const options = changeOptions(req);
    const result = await designer.createObject(
      context,
      parseBody(objectSchema, req.body),
      options,
      placement(req),
    );
    res.status(options.preview ? 200 : 201).json({ ok: true, ...options, ...result });
  });

  router.post('/api/metadata/objects/:name/properties', requireUser(), async (req, res) => {
    const context = await dataContextFor(req, services);
    const options = changeOptions(req);
    const property = parseBody(propertySchema, req.body);
    const result = await designer.addProperty(
      context,
      String(req.params.name),
      property,
      options,
      placement(req),
    );
    res.status(options.preview ? 200 : 201).json({ ok: true, ...options, ...result });
  });

  router.put('/api/metadata/objects/:name/properties/:property', requireUser(), async (req, res) => {
    const context = await dataContextFor(req, services);
    const options = changeOptions(req);
    const property = parseBody(propertySchema, req.body);
    if (property.logicalName !== req.params.property)
      throw invalidField('logicalName', 'a property cannot be renamed');
    const result = await designer.alterProperty(context, String(req.params.name), property, options);
    res.json({ ok: true, ...options, ...result });
  });

  router.put('/api/metadata/objects/:name', requireUser(), async (req, res) => {
    const context = await dataContextFor(req, services);
    const options = changeOptions(req);
    const labels = parseBody(labelsSchema, req.body);
    const result = await designer.relabelObject(context, String(req.params.name), labels, options);
    res.json({ ok: true, ...options, ...result });
  });
  router.delete('/api/metadata/objects/:name/properties/:property', requireUser(), async (req, res) => {
    const context = await dataContextFor(req, services);
    const options = { ...changeOptions(req), confirm: confirmation(req) };
    const entity = String(req.params.name);
    const result = await designer.deleteProperty(context, entity, String(req.params.property), options);
    res.json({ ok: true, ...options, ...result });
  });

  router.delete('/api/metadata/objects/:name', requireUser(), async (req, res) => {
    const context = await dataContextFor(req, services);
    const options = { ...changeOptions(req), confirm: confirmation(req) };
    const result = await designer.deleteObject(context, String(req.params.name), options);
    res.json({ ok: true, ...options, ...result });
  });

  router.get('/api/metadata/archives', requireUser(), async (req, res) => {
    const context = await dataContextFor(req, services);
    requireMetadataRights(context);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true, archives: await listArchives(services.pool, context.tenant.schemaName) });
  });

  router.post('/api/metadata/archives/:table/restore', requireUser(), async (req, res) => {
    const context = await dataContextFor(req, services);
    const options = changeOptions(req);
    const result = await designer.restoreArchive(context, String(req.params.table), options);
    res.json({ ok: true, ...options, ...result });
  });
  return router;
}

/** `?place=form,list`: a new field is also added to the entity's default form and list view. */
function placement(req: Request): Placement {
  const place = req.query.place;
  if (place === undefined) return {};
  if (typeof place !== 'string' || !/^(form|list)(,(form|list))?$/.test(place))
    throw invalidField('place', 'form, list or form,list');
  const parts = place.split(',');
  return { form: parts.includes('form'), list: parts.includes('list') };
}

/** `?confirm=name`: the typed confirmation of a delete. */
function confirmation(req: Request): string | undefined {
  const confirm = req.query.confirm;
  if (confirm === undefined) return undefined;
  if (typeof confirm !== 'string' || confirm.length > 63)
    throw invalidField('confirm', 'the name typed again');
  return confirm;
}
