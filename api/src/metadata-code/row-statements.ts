import { sql } from 'slonik';
import type { ObjectDefinition } from '../contract/metadata.js';
import { normalizeRoleBody } from '../contract/roles.js';
import type { TemplateApp, TemplateRole, TemplateView } from '../contract/template.js';
import type { DdlStatement } from '../ddl/ddl-plan.js';
import type { Translation } from './metadata-snapshot.js';

/**
 * The metadata rows a metadata folder writes, as plan statements: shown by `metadata plan` next
 * to the DDL and run by the same runner, in the same transaction. Apps are named in the folder,
 * so rows refer to them through their unique name. Written without an acting user (the CLI).
 */
const table = (schema: string, name: string) => sql.identifier([schema, name]);
const appId = (schema: string, app: string | undefined) =>
  app ? sql.fragment`(SELECT id FROM ${table(schema, 'inu_app')} WHERE name = ${app})` : sql.fragment`NULL`;

export function entityRowStatement(schema: string, object: ObjectDefinition, exists: boolean): DdlStatement {
  const metadata = table(schema, 'inu_metadata');
  return exists
    ? {
        description: `Write the metadata row of ${object.logicalName}`,
        sql: sql.unsafe`UPDATE ${metadata} SET body = ${JSON.stringify(object)}, modifiedon = now(),
          versionnumber = versionnumber + 1 WHERE name = ${object.logicalName}`,
      }
    : {
        description: `Insert the metadata row of ${object.logicalName}`,
        sql: sql.unsafe`INSERT INTO ${metadata} (name, body) VALUES (${object.logicalName}, ${JSON.stringify(object)})`,
      };
}

export function deleteEntityRowStatement(schema: string, entity: string): DdlStatement {
  return {
    description: `Delete the metadata row of ${entity}`,
    sql: sql.unsafe`DELETE FROM ${table(schema, 'inu_metadata')} WHERE name = ${entity}`,
  };
}

export function appStatements(
  schema: string,
  from: TemplateApp | undefined,
  to: TemplateApp | undefined,
  sortorder: number,
): DdlStatement[] {
  const apps = table(schema, 'inu_app');
  if (to && !from) {
    return [
      {
        description: `Insert app ${to.name}`,
        sql: sql.unsafe`INSERT INTO ${apps} (name, label, icon, description, sortorder)
        VALUES (${to.name}, ${to.label}, ${to.icon ?? null}, ${to.description ?? null}, ${sortorder})`,
      },
    ];
  }
  if (to) {
    return [
      {
        description: `Update app ${to.name}`,
        sql: sql.unsafe`UPDATE ${apps} SET label = ${to.label}, icon = ${to.icon ?? null},
        description = ${to.description ?? null}, sortorder = ${sortorder}, modifiedon = now(),
        versionnumber = versionnumber + 1 WHERE name = ${to.name}`,
      },
    ];
  }
  const name = from?.name ?? '';
  const ids = sql.fragment`(SELECT id FROM ${apps} WHERE name = ${name})`;
  return [
    {
      description: `Detach private views and roles from app ${name}`,
      sql: sql.unsafe`WITH views AS (UPDATE ${table(schema, 'inu_view')} SET appid = NULL WHERE appid IN ${ids})
        UPDATE ${table(schema, 'inu_role')} SET appid = NULL WHERE appid IN ${ids}`,
    },
    { description: `Delete app ${name}`, sql: sql.unsafe`DELETE FROM ${apps} WHERE name = ${name}` },
  ];
}

export function roleStatements(
  schema: string,
  from: TemplateRole | undefined,
  to: TemplateRole | undefined,
): DdlStatement[] {
  const roles = table(schema, 'inu_role');
  if (to) {
    const body = JSON.stringify(normalizeRoleBody(to.body));
    return from
      ? [
          {
            description: `Update role ${to.name}`,
            sql: sql.unsafe`UPDATE ${roles} SET body = ${body}, appid = ${appId(schema, to.app)}, modifiedon = now(),
            versionnumber = versionnumber + 1 WHERE name = ${to.name} AND statecode = 0`,
          },
        ]
      : [
          {
            description: `Insert role ${to.name}`,
            sql: sql.unsafe`INSERT INTO ${roles} (name, body, appid) VALUES (${to.name}, ${body}, ${appId(schema, to.app)})`,
          },
        ];
  }
  const name = from?.name ?? '';
  return [
    {
      description: `Remove role ${name} from its users`,
      sql: sql.unsafe`DELETE FROM ${table(schema, 'inu_userroles')}
        WHERE roleid IN (SELECT id FROM ${roles} WHERE name = ${name})`,
    },
    { description: `Delete role ${name}`, sql: sql.unsafe`DELETE FROM ${roles} WHERE name = ${name}` },
  ];
}

export function viewStatements(
  schema: string,
  from: TemplateView | undefined,
  to: TemplateView | undefined,
): DdlStatement[] {
  const views = table(schema, 'inu_view');
  const view = (to ?? from) as TemplateView;
  const where = sql.fragment`kind = ${view.kind} AND name = ${view.name}
    AND objectname IS NOT DISTINCT FROM ${view.objectname ?? null}::text AND isprivate IS NOT TRUE AND statecode = 0`;
  const what = `${view.kind} ${view.objectname ? `${view.objectname}/` : ''}${view.name}`;
  if (!to) return [{ description: `Delete ${what}`, sql: sql.unsafe`DELETE FROM ${views} WHERE ${where}` }];
  const label = to.label ?? to.name;
  const body = JSON.stringify(to.body);
  return from
    ? [
        {
          description: `Update ${what}`,
          sql: sql.unsafe`UPDATE ${views} SET label = ${label}, appid = ${appId(schema, to.app)}, body = ${body},
          modifiedon = now(), versionnumber = versionnumber + 1 WHERE ${where}`,
        },
      ]
    : [
        {
          description: `Insert ${what}`,
          sql: sql.unsafe`INSERT INTO ${views} (name, label, kind, objectname, appid, isprivate, body)
          VALUES (${to.name}, ${label}, ${to.kind}, ${to.objectname ?? null}, ${appId(schema, to.app)}, false, ${body})`,
        },
      ];
}

/**
 * Texts of one language and action in one statement: an organisation has them by the thousand,
 * and one round trip each would make an apply slow.
 */
export function translationStatements(
  schema: string,
  action: 'create' | 'update' | 'delete',
  lang: string,
  texts: Translation[],
): DdlStatement[] {
  const table = sql.identifier([schema, 'inu_localize']);
  const rows = sql.fragment`jsonb_to_recordset(${sql.jsonb(texts.map(({ name, text }) => ({ name, lang, text })))})
    AS t(name text, lang text, text text)`;
  switch (action) {
    case 'create':
      return [
        {
          description: `Insert ${texts.length} ${lang} text(s)`,
          sql: sql.unsafe`INSERT INTO ${table} (name, lang, text) SELECT t.name, t.lang, t.text FROM ${rows}`,
        },
      ];
    case 'update':
      return [
        {
          description: `Update ${texts.length} ${lang} text(s)`,
          sql: sql.unsafe`UPDATE ${table} AS l SET text = t.text, modifiedon = now(), versionnumber = l.versionnumber + 1
            FROM ${rows} WHERE l.lang = t.lang AND l.name = t.name`,
        },
      ];
    case 'delete':
      return [
        {
          description: `Delete ${texts.length} ${lang} text(s)`,
          sql: sql.unsafe`DELETE FROM ${table} AS l USING ${rows} WHERE l.lang = t.lang AND l.name = t.name`,
        },
      ];
  }
}
