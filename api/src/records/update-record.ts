import { sql, type ValueExpression } from 'slonik';
import { z } from 'zod';
import type { DataContext } from '../context/data-context.js';
import type { ObjectDefinition } from '../contract/metadata.js';
import type { WriteWarning } from '../contract/records.js';
import type { Queryable } from '../db/types.js';
import { forbidden } from '../errors/common-errors.js';
import { recordAccess } from '../permissions/record-access.js';
import { allowedRows, type RowAccess } from '../permissions/row-access.js';
import type { WriteOutcome } from './create-record.js';
import { auditValues } from './create-record.js';
import { checkDataGroupRecord } from './data-group-checks.js';
import { checkFileValues } from './file-values.js';
import { checkLineValues } from './line-items.js';
import { checkPreparedLookups } from './lookup-check.js';
import { checkOwnerAssignment } from './owner-assignment.js';
import { checkPrivileges } from './privilege-guard.js';
import { checkReportTemplateBody } from './report-template-check.js';
import { checkRoleBody } from './role-body-check.js';
import { checkSurveyCss } from './survey-css-check.js';
import { checkViewBody } from './view-body-check.js';
import { viewChangeRefusal } from './view-write-rules.js';
import { expectedVersion, recordId, writableObject } from './writable-object.js';
import { explainUnchangedRecord } from './write-conflict.js';
import { type PreparedValues, prepareValues } from './write-values.js';

/** The new version and name of an updated row, and its old values as o0, o1, ... (for the audit). */
export const updatedRow = z
  .object({ versionnumber: z.number(), name: z.string().nullable() })
  .catchall(z.unknown());

/** One update checked and ready to write (alone, or with others of its entity: update-group.ts). */
export type PreparedUpdate = {
  object: ObjectDefinition;
  id: string;
  version: number;
  access: RowAccess;
  values: PreparedValues;
  warnings: WriteWarning[];
};

/**
 * Checks one update before anything is written: the id and version the client read, the
 * user's update right, every sent value (types, data groups, lines, files, owner, lookups,
 * role, view and template bodies). Throws the first problem as a coded error.
 */
export async function prepareUpdate(
  db: Queryable,
  context: DataContext,
  entity: unknown,
  input: Record<string, unknown>,
): Promise<PreparedUpdate> {
  const { object, properties } = writableObject(context.metadata, entity);
  const id = recordId(input, true) as string;
  const version = expectedVersion(input);
  const access = recordAccess(context, object.logicalName, 'update');
  if (access.kind === 'none') throw forbidden({ object: object.logicalName, operation: 'update' });
  const values = prepareValues(object, properties, input, 'update');
  checkDataGroupRecord(context.metadata, object.logicalName, values, 'update');
  checkLineValues(context.metadata, object.logicalName, values);
  const warnings = await checkFileValues(db, context, object, values);
  if (values.has('ownerid'))
    await checkOwnerAssignment(db, context, object.logicalName, values.get('ownerid'));
  const problem = await checkPreparedLookups(db, context, object.logicalName, [values]);
  if (problem) throw problem.error;

  if (object.logicalName === 'inu_view') {
    // read rights, not the update rule: a refusal can say why of any view the user sees
    const allowed = allowedRows(recordAccess(context, 'inu_view', 'read'), sql.identifier(['t0']));
    const target = { schema: context.tenant.schemaName, entity: 'inu_view', id, allowed };
    const viewRefusal = await viewChangeRefusal(db, context.permissions, target, 'update', values);
    if (viewRefusal) throw viewRefusal;
  }
  await checkPrivileges(db, context, { entity: object.logicalName, operation: 'update', id, values });
  checkRoleBody(context.metadata, object.logicalName, values);
  checkReportTemplateBody(object.logicalName, values);
  checkSurveyCss(object.logicalName, properties, values);
  await checkViewBody(db, context.tenant.schemaName, object.logicalName, values, {
    id,
    allowed: allowedRows(access, sql.identifier(['t0'])),
  });
  return { object, id, version, access, values, warnings };
}

/** The SET list of an update: the sent columns (their new values from `newValue`), the version, who and when. */
export function updateAssignments(
  prepared: PreparedUpdate,
  userId: string,
  newValue: (column: string) => ValueExpression,
) {
  const assignments = [...prepared.values.keys()].map(
    (column) => sql.fragment`${sql.identifier([column])} = ${newValue(column)}`,
  );
  assignments.push(sql.fragment`versionnumber = t0.versionnumber + 1`);
  if (prepared.object.type !== 'many') {
    assignments.push(sql.fragment`modifiedon = now()`, sql.fragment`modifiedby = ${userId}`);
  }
  return sql.join(assignments, sql.fragment`, `);
}

/** The outcome of a written update: its audit entry with the fields that really changed. */
export function updateOutcome(prepared: PreparedUpdate, row: z.infer<typeof updatedRow>): WriteOutcome {
  const columns = [...prepared.values.keys()];
  const written = auditValues(prepared.values);
  const changes: Record<string, { old: unknown; new: unknown }> = {};
  columns.forEach((column, i) => {
    const before = row[`o${i}`] ?? null;
    const after = written[column] ?? null;
    if (JSON.stringify(before) !== JSON.stringify(after)) changes[column] = { old: before, new: after };
  });
  return {
    id: prepared.id,
    audit: [
      {
        logicalname: prepared.object.logicalName,
        objectid: prepared.id,
        operation: 'update',
        name: typeof row.name === 'string' ? row.name : null,
        body: { changes, versionnumber: row.versionnumber },
      },
    ],
    ...(prepared.warnings.length > 0 ? { warnings: prepared.warnings } : {}),
  };
}

/** Why an update changed nothing: a conflict (ERR_8001), a missing record or a missing right. */
export async function explainUnchangedUpdate(db: Queryable, context: DataContext, prepared: PreparedUpdate) {
  const read = recordAccess(context, prepared.object.logicalName, 'read');
  return explainUnchangedRecord(
    db,
    context.tenant.schemaName,
    prepared.object,
    prepared.id,
    prepared.version,
    read,
  );
}

/**
 * Updates one record in a single statement: only the sent fields change, and only if the
 * version the client read is still current and the user may update this row; the version
 * rises by exactly one. The old values come back for the audit trail. Nothing changed means
 * a conflict (ERR_8001), a missing record or a missing right, told apart afterwards.
 */
export async function updateRecord(
  db: Queryable,
  context: DataContext,
  entity: unknown,
  input: Record<string, unknown>,
): Promise<WriteOutcome> {
  return writeUpdate(db, context, await prepareUpdate(db, context, entity, input));
}

/** Writes one prepared update (see updateRecord). */
export async function writeUpdate(
  db: Queryable,
  context: DataContext,
  prepared: PreparedUpdate,
): Promise<WriteOutcome> {
  const { object, id, version, access, values } = prepared;
  const table = sql.identifier([context.tenant.schemaName, object.logicalName]);
  const oldColumns = [...values.keys()].map(
    (column, i) => sql.fragment`${sql.identifier([column])} AS ${sql.identifier([`o${i}`])}`,
  );
  const allowed = allowedRows(access, sql.identifier(['t0']));
  const row = await db.maybeOne(sql.type(updatedRow)`
    UPDATE ${table} AS t0 SET ${updateAssignments(prepared, context.userId, (column) => values.get(column) ?? null)}
    FROM (SELECT id ${oldColumns.length > 0 ? sql.fragment`, ${sql.join(oldColumns, sql.fragment`, `)}` : sql.fragment``}
          FROM ${table} WHERE id = ${id}) AS old
    WHERE t0.id = old.id AND t0.versionnumber = ${version} AND ${allowed}
    RETURNING t0.versionnumber AS versionnumber, ${object.type === 'many' ? sql.fragment`NULL` : sql.fragment`t0.name`} AS name, old.*`);
  if (!row) throw await explainUnchangedUpdate(db, context, prepared);
  return updateOutcome(prepared, row);
}
