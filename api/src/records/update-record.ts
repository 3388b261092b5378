import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext } from '../context/data-context.js';
import type { Queryable } from '../db/types.js';
import { forbidden } from '../errors/common-errors.js';
import { recordAccess } from '../permissions/record-access.js';
import { allowedRows } from '../permissions/row-access.js';
import type { WriteOutcome } from './create-record.js';
import { auditValues } from './create-record.js';
import { checkDataGroupRecord } from './data-group-checks.js';
import { checkFileValues } from './file-values.js';
import { checkLineValues } from './line-items.js';
import { checkPreparedLookups } from './lookup-check.js';
import { checkOwnerAssignment } from './owner-assignment.js';
import { checkReportTemplateBody } from './report-template-check.js';
import { checkRoleBody } from './role-body-check.js';
import { checkViewBody } from './view-body-check.js';
import { expectedVersion, recordId, writableObject } from './writable-object.js';
import { explainUnchangedRecord } from './write-conflict.js';
import { prepareValues } from './write-values.js';

/** The new version and name of an updated row, and its old values as o0, o1, ... (for the audit). */
const updatedRow = z.object({ versionnumber: z.number(), name: z.string().nullable() }).catchall(z.unknown());
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
  const { object, properties } = writableObject(context.metadata, entity);
  const id = recordId(input, true) as string;
  const version = expectedVersion(input);
  const access = recordAccess(context, object.logicalName, 'update');
  if (access.kind === 'none') throw forbidden({ object: object.logicalName, operation: 'update' });
  const values = prepareValues(object, properties, input, 'update');
  checkDataGroupRecord(context.metadata, object.logicalName, values, 'update');
  checkLineValues(context.metadata, object.logicalName, values);
  await checkFileValues(db, context, object, values);
  if (values.has('ownerid'))
    await checkOwnerAssignment(db, context, object.logicalName, values.get('ownerid'));
  const problem = await checkPreparedLookups(db, context, object.logicalName, [values]);
  if (problem) throw problem.error;

  checkRoleBody(context.metadata, object.logicalName, values);
  const schema = context.tenant.schemaName;
  const target = sql.identifier(['t0']);
  checkReportTemplateBody(object.logicalName, values);
  await checkViewBody(db, schema, object.logicalName, values, {
    id,
    allowed: allowedRows(access, target),
  });
  const table = sql.identifier([schema, object.logicalName]);
  const columns = [...values.keys()];
  const assignments = columns.map(
    (column) => sql.fragment`${sql.identifier([column])} = ${values.get(column) ?? null}`,
  );
  assignments.push(sql.fragment`versionnumber = t0.versionnumber + 1`);
  if (object.type !== 'many') {
    assignments.push(sql.fragment`modifiedon = now()`, sql.fragment`modifiedby = ${context.userId}`);
  }
  const oldColumns = columns.map(
    (column, i) => sql.fragment`${sql.identifier([column])} AS ${sql.identifier([`o${i}`])}`,
  );
  const allowed = allowedRows(access, target);
  const row = await db.maybeOne(sql.type(updatedRow)`
    UPDATE ${table} AS t0 SET ${sql.join(assignments, sql.fragment`, `)}
    FROM (SELECT id ${oldColumns.length > 0 ? sql.fragment`, ${sql.join(oldColumns, sql.fragment`, `)}` : sql.fragment``}
          FROM ${table} WHERE id = ${id}) AS old
    WHERE t0.id = old.id AND t0.versionnumber = ${version} AND ${allowed}
    RETURNING t0.versionnumber AS versionnumber, ${object.type === 'many' ? sql.fragment`NULL` : sql.fragment`t0.name`} AS name, old.*`);
  if (!row) {
    const read = recordAccess(context, object.logicalName, 'read');
    throw await explainUnchangedRecord(db, schema, object, id, version, read);
  }

  const written = auditValues(values);
  const changes: Record<string, { old: unknown; new: unknown }> = {};
  columns.forEach((column, i) => {
    const before = row[`o${i}`] ?? null;
    const after = written[column] ?? null;
    if (JSON.stringify(before) !== JSON.stringify(after)) changes[column] = { old: before, new: after };
  });
  return {
    id,
    audit: [
      {
        logicalname: object.logicalName,
        objectid: id,
        operation: 'update',
        name: typeof row.name === 'string' ? row.name : null,
        body: { changes, versionnumber: row.versionnumber },
      },
    ],
  };
}
