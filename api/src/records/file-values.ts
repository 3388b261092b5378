import { sql } from 'slonik';
import { z } from 'zod';
import { type BlobInfo, storedValueOf } from '../blobs/blob-store.js';
import type { DataContext } from '../context/data-context.js';
import { base64ImageType } from '../contract/base64-image.js';
import type { ObjectDefinition } from '../contract/metadata.js';
import type { WriteWarning } from '../contract/records.js';
import { parseStoredFile, schemePrefix } from '../contract/stored-file.js';
import type { Queryable } from '../db/types.js';
import { invalidField } from '../errors/common-errors.js';
import { fileKind } from '../metadata/file-kind.js';
import { recordAccess } from '../permissions/record-access.js';
import { allowedRows } from '../permissions/row-access.js';
import { storeBase64Image } from './base64-file-value.js';
import type { PreparedValues } from './write-values.js';

/**
 * Image and File values of a create or update. A value must name a blob of this tenant that
 * was uploaded for this entity and field, and that the user uploaded or can already read on a
 * record (a cloned record shares its source's file). Anything else is refused, so a blob id
 * learnt elsewhere cannot be planted in a record. The stored JSON is rewritten from the blob's
 * own description: the name, size and type a client sends are not trusted. A base64 image
 * value is stored as a new file instead of refused, and a warning says so.
 */
export async function checkFileValues(
  db: Queryable,
  context: DataContext,
  object: ObjectDefinition,
  values: PreparedValues,
): Promise<WriteWarning[]> {
  const warnings: WriteWarning[] = [];
  for (const property of object.properties) {
    const field = property.logicalName;
    if (!fileKind(property) || !values.has(field)) continue;
    const value = values.get(field);
    if (value === null || value === '') continue;
    if (typeof value === 'string' && base64ImageType(value)) {
      values.set(field, await storeBase64Image(context, object.logicalName, field, value));
      warnings.push({ code: 'WARN_BASE64_IMAGE_STORED', field });
      continue;
    }
    const refused = invalidField(field, 'storedFile');
    const stored = parseStoredFile(value);
    if (!stored) throw refused;
    const blob = await context.blobs.info(context.tenant.schemaName, stored.id);
    if (!blob || blob.entity !== object.logicalName || blob.field !== field) throw refused;
    if (blob.createdBy !== context.userId && !(await readableRecordHolds(db, context, object, field, blob)))
      throw refused;
    values.set(field, storedValueOf(blob));
  }
  return warnings;
}

/** Whether a record the user may read holds the blob in the field (values are formatStoredFile's, scheme prefix and all). */
async function readableRecordHolds(
  db: Queryable,
  context: DataContext,
  object: ObjectDefinition,
  field: string,
  blob: BlobInfo,
): Promise<boolean> {
  const access = recordAccess(context, object.logicalName, 'read');
  if (access.kind === 'none') return false;
  const table = sql.identifier([context.tenant.schemaName, object.logicalName]);
  const holds = await db.oneFirst(sql.type(z.object({ holds: z.boolean() }))`
    SELECT EXISTS (
      SELECT 1 FROM ${table} AS t0
      WHERE strpos(t0.${sql.identifier([field])}, ${`{"id":"${blob.id}"`}) = ${1 + schemePrefix(blob.scheme).length}
        AND ${allowedRows(access, sql.identifier(['t0']))}) AS holds`);
  return holds === true;
}
