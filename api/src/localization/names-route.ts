import { Router } from 'express';
import { sql } from 'slonik';
import { z } from 'zod';
import { type DataServices, dataContextFor } from '../context/data-context.js';
import { allProperties } from '../contract/base-properties.js';
import { keyEntity, translatableNames } from '../contract/localization-keys.js';
import { homeBodySchema } from '../contract/views.js';
import { forbidden } from '../errors/common-errors.js';
import { levelFor } from '../permissions/effective-permissions.js';
import { requireUser } from '../sessions/authenticate.js';
import { shippedDefaults } from './system-names.js';
import { parseViewBody, readTranslatableViews } from './translatable-views.js';

const appRow = z.object({ name: z.string(), label: z.string().nullable(), body: z.string().nullable() });
const ruleRow = z.object({ name: z.string(), label: z.string().nullable() });

/**
 * GET /api/localization/names: every translatable name of the organisation with its source text
 * (the localization editor's rows), generated from metadata, apps and their home menus, public
 * views and What's Next rules, system names with their shipped texts (`defaults`). For whoever may read inu_localize, and only names of entities
 * they may read. Writing translations goes through /api/update and /api/executemultiple.
 */
export function localizationNamesRoute(services: DataServices): Router {
  const router = Router();
  router.get('/api/localization/names', requireUser(), async (req, res) => {
    const context = await dataContextFor(req, services);
    const { permissions, metadata } = context;
    if (levelFor(permissions, 'inu_localize', 'read') === 0)
      throw forbidden({ object: 'inu_localize', operation: 'read' });
    const schema = context.tenant.schemaName;
    const [views, apps, rules] = await Promise.all([
      readTranslatableViews(services.pool, schema, { kinds: ['view', 'form', 'chart', 'dashboard'] }),
      services.pool.any(sql.type(appRow)`
        SELECT a.name, a.label, home.body FROM ${sql.identifier([schema, 'inu_app'])} a
        LEFT JOIN LATERAL (
          SELECT v.body FROM ${sql.identifier([schema, 'inu_view'])} v
          WHERE v.appid = a.id AND v.kind = 'home' AND v.statecode = 0 AND v.isprivate IS NOT TRUE
          ORDER BY v.modifiedon DESC LIMIT 1
        ) home ON true
        WHERE a.statecode = 0 ORDER BY a.name`),
      services.pool.any(sql.type(ruleRow)`
        SELECT name, label FROM ${sql.identifier([schema, 'inu_nextrule'])} WHERE statecode = 0 AND name IS NOT NULL`),
    ]);
    const names = translatableNames({
      objects: [...metadata.objects.values()].map((object) => ({
        ...object,
        properties: allProperties(object),
      })),
      apps: apps.map((app) => {
        const home = homeBodySchema.safeParse(parseViewBody(app.body));
        return { name: app.name, label: app.label, home: home.success ? home.data.items : null };
      }),
      views,
      nextRules: rules,
    }).filter(({ key }) => {
      const entity = keyEntity(key);
      return (
        entity === undefined || (metadata.objects.has(entity) && levelFor(permissions, entity, 'read') > 0)
      );
    });
    // system entities' shipped names: the editor shows them as defaults and counts them as present
    const defaults = shippedDefaults(names);
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      names: names.map((name) => {
        const shipped = defaults.get(name.key);
        return shipped ? { ...name, defaults: shipped } : name;
      }),
    });
  });
  return router;
}
