import { sql } from 'slonik';
import { z } from 'zod';
import { blobSasSettings } from '../blobs/sas-settings.js';
import type { BuildInfo } from '../config/build-info.js';
import type { DataContext, DataServices } from '../context/data-context.js';
import { allProperties } from '../contract/base-properties.js';
import { localizationKeys, localizeObject, menuItemName } from '../contract/localization-keys.js';
import { isNumberLocale } from '../contract/number-locales.js';
import { type HomeItem, homeBodySchema } from '../contract/views.js';
import { unauthorized } from '../errors/common-errors.js';
import { supportedLanguages } from '../i18n/server-i18n.js';
import { loadUserTexts } from '../localization/user-texts.js';
import { effectiveMask, levelFor } from '../permissions/effective-permissions.js';
import { specialViewAllowed } from '../permissions/record-access.js';

/** Metadata older than this is reloaded by the client (spec 000 section 9: 12 hours). */
export const metadataMaxAgeMs = 43_200_000;

const userRow = z.object({
  id: z.string(),
  name: z.string().nullable(),
  emailaddress: z.string().nullable(),
  language: z.string().nullable(),
});
const appRow = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string().nullable(),
  icon: z.string().nullable(),
  body: z.string().nullable(),
});
const currencyRow = z.object({
  id: z.string(),
  name: z.string().nullable(),
  code: z.string().nullable(),
  symbol: z.string().nullable(),
  precision: z.number().nullable(),
  mode: z.number().nullable(),
  exchangerate: z.number().nullable(),
  isdefault: z.boolean().nullable(),
  formatstring: z.string().nullable(),
});

/**
 * The organisation's number format (inu_orgsettings.numberlocale), null when it leaves numbers
 * to each user's language. Every user gets it, whatever their rights on the settings record:
 * it decides how they read amounts, like the currencies. An organisation that removed the
 * field has none.
 */
async function organisationNumberLocale(
  services: DataServices,
  context: DataContext,
): Promise<string | null> {
  const settings = context.metadata.objects.get('inu_orgsettings');
  if (!settings?.properties.some((property) => property.logicalName === 'numberlocale')) return null;
  const value = await services.pool.maybeOneFirst(sql.type(z.object({ numberlocale: z.string().nullable() }))`
    SELECT numberlocale FROM ${sql.identifier([context.tenant.schemaName, 'inu_orgsettings'])}
    WHERE statecode = 0 ORDER BY createdon LIMIT 1`);
  return isNumberLocale(value) ? value : null;
}

/** The built-in app administrators get (spec 000 section 2, "Built-in app Customize"). */
export const customizeApp = {
  id: null,
  name: 'customize',
  label: 'Customize',
  icon: 'settings',
  builtIn: true,
  home: null,
} as const;

/** The items of an app's home menu (spec 000 section 2); null when the app has none. */
function homeItems(body: string | null) {
  if (!body) return null;
  try {
    const parsed = homeBodySchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.items : null;
  } catch {
    return null;
  }
}

/** Home-menu items with their labels translated (entity items show the entity's name). */
function localizeHome(app: string, items: HomeItem[] | null, texts: Record<string, string>) {
  return (
    items?.map((item) => {
      const name = menuItemName(item);
      const text = name ? texts[localizationKeys.menu(app, name)] : undefined;
      return text && item.label ? { ...item, label: text } : item;
    }) ?? null
  );
}

/**
 * GET /api/getusercontext: who the user is, their apps, and the metadata and permissions of
 * every entity they can read (spec 000 section 3, "User context"). Administrators get every
 * app of the organisation plus Customize; others the apps of their roles.
 */
export async function buildUserContext(services: DataServices, context: DataContext, build: BuildInfo) {
  const schema = context.tenant.schemaName;
  const { permissions, metadata } = context;
  const [user, apps, currencies, numberLocale] = await Promise.all([
    services.pool.maybeOne(sql.type(userRow)`
      SELECT id, name, emailaddress, language FROM ${sql.identifier([schema, 'systemuser'])} WHERE id = ${context.userId}`),
    services.pool.any(sql.type(appRow)`
      SELECT a.id, a.name, a.label, a.icon, home.body
      FROM ${sql.identifier([schema, 'inu_app'])} a
      LEFT JOIN LATERAL (
        SELECT v.body FROM ${sql.identifier([schema, 'inu_view'])} v
        WHERE v.appid = a.id AND v.kind = 'home' AND v.statecode = 0 AND v.isprivate IS NOT TRUE
          AND (${permissions.isAdmin} OR ${specialViewAllowed(schema, context.userId, sql.identifier(['v']))})
        ORDER BY v.modifiedon DESC LIMIT 1
      ) home ON true
      WHERE a.statecode = 0 AND (${permissions.isAdmin} OR a.name = ANY(${sql.array([...permissions.apps], 'text')}))
      ORDER BY a.sortorder NULLS LAST, a.name`),
    services.pool.any(sql.type(currencyRow)`
      SELECT id, name, code, symbol, precision, mode, exchangerate, isdefault, formatstring
      FROM ${sql.identifier([schema, 'currency'])} WHERE statecode = 0`),
    organisationNumberLocale(services, context),
  ]);
  // the session outlived its user (deleted since): signed out, not a server error
  if (!user) throw unauthorized();
  // names in the user's language (inu_localize), applied here once so every screen shows them
  const texts = await loadUserTexts(services, context, new Set(apps.map((app) => app.name)));
  const readable = [...metadata.objects.values()]
    .filter((object) => levelFor(permissions, object.logicalName, 'read') > 0)
    .map((object) => localizeObject({ ...object, properties: allProperties(object) }, texts));
  const appList = [
    ...apps.map(({ body, ...app }) => ({
      ...app,
      label: texts[localizationKeys.app(app.name)] ?? app.label,
      builtIn: false,
      home: localizeHome(app.name, homeItems(body), texts),
    })),
    ...(permissions.isAdmin ? [customizeApp] : []),
  ];
  return {
    user: { id: user.id, name: user.name, email: user.emailaddress, language: user.language },
    apps: appList,
    appId: appList[0]?.name ?? null,
    orgName: context.tenant.name,
    organization: { name: context.tenant.name, displayName: context.tenant.displayName, numberLocale },
    objects: readable.map((o) => ({
      logicalName: o.logicalName,
      displayName: o.displayName,
      displayNamePlural: o.displayNamePlural,
      type: o.type,
    })),
    permDict: Object.fromEntries(
      [...metadata.objects.keys()].map((name) => [name, effectiveMask(permissions, name)]),
    ),
    metaDict: Object.fromEntries(readable.map((o) => [o.logicalName, o])),
    /** translated names for what the client builds from views (labels in forms, lists, charts) */
    texts,
    languages: [...supportedLanguages],
    owners: permissions.owners,
    currencyDict: Object.fromEntries(currencies.map((c) => [c.id, c])),
    isAdmin: permissions.isAdmin,
    gui: {},
    sas: blobSasSettings(services.blobs),
    buildDate: build.buildDate,
    maxAge: metadataMaxAgeMs,
    needsRefresh: false,
  };
}
