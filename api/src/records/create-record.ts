import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext } from '../context/data-context.js';
import type { ObjectDefinition } from '../contract/metadata.js';
import type { WriteWarning } from '../contract/records.js';
import type { Queryable } from '../db/types.js';
import { forbidden } from '../errors/common-errors.js';
import { levelFor } from '../permissions/effective-permissions.js';
import type { AuditEntry } from './audit-buffer.js';
import { fillAutoNumbers } from './auto-number.js';
import { checkDataGroupRecord } from './data-group-checks.js';
import { checkFileValues } from './file-values.js';
import { checkLineValues } from './line-items.js';
import { checkPreparedLookups } from './lookup-check.js';
import { checkOwnerAssignment } from './owner-assignment.js';
import { checkPrivileges } from './privilege-guard.js';
import { checkReportTemplateBody } from './report-template-check.js';
import { checkRoleBody } from './role-body-check.js';
import { insertPreparedRows } from './seed-rows.js';
import { checkSurveyCss } from './survey-css-check.js';
import { checkViewBody } from './view-body-check.js';
import { checkViewCreate } from './view-write-rules.js';
import { recordId, writableObject } from './writable-object.js';
import { type PreparedValues, prepareValues } from './write-values.js';

export type WriteOutcome = {
  id: string;
  audit: AuditEntry[];
  /** a delete's audit row, named when the user may undo the delete (records/undo-rights.ts) */
  auditId?: string;
  /** Other entities the write changed (lookups removed when their target was deleted). */
  touched?: string[];
  /** What the user should know although the write succeeded (a base64 image stored as a file). */
  warnings?: WriteWarning[];
};

/** Plain JSON of what was written, for the audit trail (binary values are left out). */
export function auditValues(values: PreparedValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of values) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[column] = value;
  }
  return out;
}

/** The default currency, read once per request however many records a batch creates. */
const defaultCurrencies = new WeakMap<DataContext, Promise<string | null>>();

function defaultCurrency(db: Queryable, context: DataContext): Promise<string | null> {
  let currency = defaultCurrencies.get(context);
  if (!currency) {
    currency = db
      .maybeOneFirst(sql.type(z.object({ id: z.string() }))`
        SELECT id FROM ${sql.identifier([context.tenant.schemaName, 'currency'])}
        WHERE isdefault ORDER BY createdon LIMIT 1`)
      .then((id) => (id === null ? null : String(id)));
    defaultCurrencies.set(context, currency);
  }
  return currency;
}

/** A create checked and filled, ready to insert (alone or with others of its entity). */
export type PreparedCreate = { object: ObjectDefinition; values: PreparedValues; outcome: WriteOutcome };

/**
 * Checks and fills one create: the user needs create rights; owner, creator and modifier are
 * the user unless the owner is assigned (which needs the right to); defaults, auto-numbers and
 * the default currency fill what the client left out.
 */
export async function prepareCreate(
  db: Queryable,
  context: DataContext,
  entity: unknown,
  input: Record<string, unknown>,
): Promise<PreparedCreate> {
  const { object, properties } = writableObject(context.metadata, entity);
  if (levelFor(context.permissions, object.logicalName, 'create') === 0) {
    throw forbidden({ object: object.logicalName, operation: 'create' });
  }
  const values = prepareValues(object, properties, input, 'create');
  const id = recordId(input, false) ?? randomUUID();
  values.set('id', id);
  const schema = context.tenant.schemaName;
  checkViewCreate(context.permissions, object.logicalName, values);
  await checkPrivileges(db, context, { entity: object.logicalName, operation: 'create', values });
  checkReportTemplateBody(object.logicalName, values);
  checkSurveyCss(object.logicalName, properties, values);
  await checkViewBody(db, schema, object.logicalName, values);
  checkRoleBody(context.metadata, object.logicalName, values);
  checkDataGroupRecord(context.metadata, object.logicalName, values, 'create');
  checkLineValues(context.metadata, object.logicalName, values);
  const warnings = await checkFileValues(db, context, object, values);

  if (object.type !== 'many') {
    if (values.has('ownerid'))
      await checkOwnerAssignment(db, context, object.logicalName, values.get('ownerid'));
    else values.set('ownerid', context.userId);
    values.set('createdby', context.userId);
    values.set('modifiedby', context.userId);
    for (const property of object.properties) {
      const isCurrency =
        property.type === 'Lookup' && property.targets?.length === 1 && property.targets[0] === 'currency';
      if (isCurrency && (values.get(property.logicalName) ?? null) === null) {
        const currency = await defaultCurrency(db, context);
        if (currency) values.set(property.logicalName, currency);
      }
    }
    await fillAutoNumbers(db, schema, object, values);
  }
  const name = values.get('name');
  return {
    object,
    values,
    outcome: {
      id,
      audit: [
        {
          logicalname: object.logicalName,
          objectid: id,
          operation: 'create',
          name: typeof name === 'string' ? name : null,
          body: { values: auditValues(values) },
        },
      ],
      ...(warnings.length > 0 ? { warnings } : {}),
    },
  };
}

/** Inserts prepared creates of one entity in multi-row statements; a missing field gets its default. */
export async function insertCreates(
  db: Queryable,
  schema: string,
  creates: readonly PreparedCreate[],
): Promise<void> {
  const [first] = creates;
  if (!first) return;
  // every create already names its owner and creator, so no actor default applies
  await insertPreparedRows(
    db,
    schema,
    first.object,
    creates.map((create) => create.values),
    null,
  );
}

/** Creates one record (see prepareCreate); its lookups must name rows the user may read. */
export async function createRecord(
  db: Queryable,
  context: DataContext,
  entity: unknown,
  input: Record<string, unknown>,
): Promise<WriteOutcome> {
  const prepared = await prepareCreate(db, context, entity, input);
  const problem = await checkPreparedLookups(db, context, prepared.object.logicalName, [prepared.values]);
  if (problem) throw problem.error;
  await insertCreates(db, context.tenant.schemaName, [prepared]);
  return prepared.outcome;
}
