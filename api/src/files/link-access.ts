import { sql } from 'slonik';
import { z } from 'zod';
import type { BlobInfo } from '../blobs/blob-store.js';
import type { DataContext } from '../context/data-context.js';
import { parseStoredFile } from '../contract/stored-file.js';
import type { Queryable } from '../db/types.js';
import { fileKind } from '../metadata/file-kind.js';
import { recordAccess } from '../permissions/record-access.js';
import { allowedRows } from '../permissions/row-access.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the user may have a fresh download link for a blob: they uploaded it (a file on a
 * record not saved yet), or they can read a record whose file field holds it. Knowing a blob
 * id is not enough: it must be reachable through data the user can read. The field must be
 * the one the blob was uploaded for (a cloned record shares it), so an id learnt elsewhere
 * cannot be written into a record of another entity the user owns and read through that.
 */
export async function mayLinkTo(
  db: Queryable,
  context: DataContext,
  blob: BlobInfo,
  through: { entity: unknown; field: unknown; recordId: unknown },
): Promise<boolean> {
  if (blob.createdBy === context.userId) return true;
  const entity = text(through.entity);
  const field = text(through.field);
  const recordId = text(through.recordId);
  if (entity !== blob.entity || field !== blob.field) return false;
  const property = context.metadata.properties.get(entity)?.get(field);
  if (!property || !fileKind(property) || !uuidPattern.test(recordId)) return false;
  const access = recordAccess(context, entity, 'read');
  if (access.kind === 'none') return false;
  const table = sql.identifier([context.tenant.schemaName, entity]);
  const value = await db.maybeOneFirst(sql.type(z.object({ value: z.string().nullable() }))`
    SELECT t0.${sql.identifier([field])} AS value FROM ${table} AS t0
    WHERE t0.id = ${recordId} AND ${allowedRows(access, sql.identifier(['t0']))}`);
  return parseStoredFile(value)?.id === blob.id;
}
