import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext, DataServices } from '../context/data-context.js';
import { keyApp, keyEntity, resolveTexts } from '../contract/localization-keys.js';
import { levelFor } from '../permissions/effective-permissions.js';
import { shippedTexts, shippedViewTexts, systemViewEntities } from './system-names.js';
import { readTranslatableViews } from './translatable-views.js';

const localizeRow = z.object({ name: z.string(), lang: z.string(), text: z.string().nullable() });
/** The organisation's public views of system entities, for the shipped texts of their labels. */
function systemEntityViews(services: DataServices, context: DataContext) {
  if (context.language === 'en') return Promise.resolve([]);
  return readTranslatableViews(services.pool, context.tenant.schemaName, {
    kinds: ['view', 'form'],
    entities: systemViewEntities(),
  });
}

/**
 * The organisation's translations for the user (spec 001 section 7: inu_localize for en and the
 * current language), resolved to one text per key and cut to what the user may see: names of an
 * entity only for those who may read it, an app's and its menu's only for those who have the app.
 * Below the rows: the shipped names of the platform's own entities and their views' labels
 * (system-names.ts).
 * Read with the server's own rights: a user needs no right on inu_localize to see translated names.
 */
export async function loadUserTexts(
  services: DataServices,
  context: DataContext,
  appNames: ReadonlySet<string>,
): Promise<Record<string, string>> {
  const languages = [...new Set(['en', context.language])];
  const [rows, views] = await Promise.all([
    services.pool.any(sql.type(localizeRow)`
      SELECT name, lang, text FROM ${sql.identifier([context.tenant.schemaName, 'inu_localize'])}
      WHERE lang = ANY(${sql.array(languages, 'text')}) AND statecode = 0 AND name IS NOT NULL
      ORDER BY name`),
    systemEntityViews(services, context),
  ]);
  // shipped names of the system entities first: any row of the organisation's own wins over them
  const texts = {
    ...shippedTexts(context.language, context.metadata.objects),
    ...shippedViewTexts(context.language, views),
    ...resolveTexts(rows, context.language),
  };
  const readable = new Map<string, boolean>();
  const mayRead = (entity: string) => {
    let allowed = readable.get(entity);
    if (allowed === undefined) {
      allowed = context.metadata.objects.has(entity) && levelFor(context.permissions, entity, 'read') > 0;
      readable.set(entity, allowed);
    }
    return allowed;
  };
  return Object.fromEntries(
    Object.entries(texts).filter(([key]) => {
      const entity = keyEntity(key);
      if (entity !== undefined) return mayRead(entity);
      const app = keyApp(key);
      return app === undefined || appNames.has(app);
    }),
  );
}
