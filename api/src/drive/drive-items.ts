import { type QuerySqlToken, sql } from 'slonik';
import { z } from 'zod';
import { numberedName } from '../contract/drive-names.js';
import type { LocalDriveItem } from '../contract/local-drive.js';
import type { Queryable } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import type { DriveScope } from './drive-scope.js';

/**
 * The local drive's rows (inu_driveitem, tenant migration 0011). Every statement names the
 * scope's record, so an item id of another record or tenant is simply not found. Top-level
 * items have the record's id as parent (a non-null parent keeps one lookup for every level).
 */
const itemRow = z.object({
  id: z.string(),
  name: z.string(),
  isfolder: z.boolean().nullable(),
  size: z.number().nullable(),
  contenttype: z.string().nullable(),
  modifiedon: z.string(),
  createdbyname: z.string().nullable(),
});
type ItemRow = z.infer<typeof itemRow>;

/** An item that is not in the drive (or not in this organisation's): one answer for both. */
const itemNotFound = (itemId: string) => new AppError('ERR_DRIVE_ITEM_NOT_FOUND', {}, { id: itemId });

const table = (scope: DriveScope) => sql.identifier([scope.schema, 'inu_driveitem']);
const inScope = (scope: DriveScope) =>
  sql.fragment`d.objectname = ${scope.entity} AND d.objectid = ${scope.recordId} AND d.statecode = 0`;

function selectItems(
  scope: DriveScope,
  where: ReturnType<typeof sql.fragment>,
): QuerySqlToken<typeof itemRow> {
  return sql.type(itemRow)`
    SELECT d.id, d.name, d.isfolder, d.size, d.contenttype,
      to_char(d.modifiedon AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS modifiedon,
      u.name AS createdbyname
    FROM ${table(scope)} d
    LEFT JOIN ${sql.identifier([scope.schema, 'systemuser'])} u ON u.id = d.createdby
    WHERE ${inScope(scope)} AND ${where}`;
}

function toItem(row: ItemRow): LocalDriveItem {
  const folder = row.isfolder === true;
  return {
    id: row.id,
    name: row.name,
    isFolder: folder,
    ...(folder ? {} : { size: row.size ?? 0, mimeType: row.contenttype ?? 'application/octet-stream' }),
    modifiedOn: row.modifiedon,
    ...(row.createdbyname ? { createdBy: row.createdbyname } : {}),
  };
}

/** The id of the folder at the path (the record's id for the top), or null when a level is missing. */
export async function findFolder(
  db: Queryable,
  scope: DriveScope,
  path: readonly string[],
): Promise<string | null> {
  let parent = scope.recordId;
  for (const segment of path) {
    const id = await db.maybeOneFirst(sql.type(z.object({ id: z.string() }))`
      SELECT d.id FROM ${table(scope)} d
      WHERE ${inScope(scope)} AND d.parentid = ${parent} AND d.isfolder AND lower(d.name) = lower(${segment})
      ORDER BY d.createdon LIMIT 1`);
    if (!id) return null;
    parent = id;
  }
  return parent;
}

/** The most children one listing of the local drive carries. */
export const maxListedItems = 5000;

/**
 * The folder's children, folders first, then by name; fileFilter keeps names starting with it.
 * At most maxListedItems, with `more` when the folder holds more.
 */
export async function listChildren(
  db: Queryable,
  scope: DriveScope,
  folderId: string,
  fileFilter: string,
  limit = maxListedItems,
): Promise<{ items: LocalDriveItem[]; more: boolean }> {
  const filter =
    fileFilter === ''
      ? sql.fragment`TRUE`
      : sql.fragment`left(lower(d.name), ${fileFilter.length}) = lower(${fileFilter})`;
  const rows = await db.any(
    sql.type(itemRow)`${selectItems(scope, sql.fragment`d.parentid = ${folderId} AND ${filter}`)}
      ORDER BY d.isfolder DESC NULLS LAST, lower(d.name), d.id LIMIT ${limit + 1}`,
  );
  return { items: rows.slice(0, limit).map(toItem), more: rows.length > limit };
}

export async function findItem(db: Queryable, scope: DriveScope, itemId: string): Promise<LocalDriveItem> {
  const row = await db.maybeOne(selectItems(scope, sql.fragment`d.id = ${itemId}`));
  if (!row) throw itemNotFound(itemId);
  return toItem(row);
}

/** The blob behind a file item, or ERR_DRIVE_ITEM_NOT_FOUND (folders have none). */
export async function fileBlobId(db: Queryable, scope: DriveScope, itemId: string): Promise<string> {
  const blobId = await db.maybeOneFirst(sql.type(z.object({ blobid: z.string().nullable() }))`
    SELECT d.blobid FROM ${table(scope)} d WHERE ${inScope(scope)} AND d.id = ${itemId} AND NOT d.isfolder`);
  if (!blobId) throw itemNotFound(itemId);
  return blobId;
}

/**
 * Serialises the changes of one record's drive: a name is chosen free and then inserted in the
 * same transaction, so two uploads of "photo.jpg" become photo.jpg and photo (1).jpg.
 */
export async function lockDrive(db: Queryable, scope: DriveScope): Promise<void> {
  await db.query(sql.unsafe`SELECT pg_advisory_xact_lock(hashtextextended(${`drive:${scope.recordId}`}, 0))`);
}

async function nameTaken(db: Queryable, scope: DriveScope, parentId: string, name: string, except?: string) {
  return db.exists(sql.unsafe`
    SELECT 1 FROM ${table(scope)} d
    WHERE ${inScope(scope)} AND d.parentid = ${parentId} AND lower(d.name) = lower(${name})
      ${except ? sql.fragment`AND d.id <> ${except}` : sql.fragment``}`);
}

/** The name, or "name (n)" with the lowest free n: OneDrive's conflictBehavior rename. */
export async function freeName(
  db: Queryable,
  scope: DriveScope,
  parentId: string,
  name: string,
): Promise<string> {
  if (!(await nameTaken(db, scope, parentId, name))) return name;
  for (let n = 1; n < 10_000; n++) {
    const candidate = numberedName(name, n);
    if (!(await nameTaken(db, scope, parentId, candidate))) return candidate;
  }
  throw new AppError('ERR_DRIVE_NAME_TAKEN', { name }, { name });
}

export type NewItem = {
  parentId: string;
  name: string;
  userId: string;
  file?: { blobId: string; size: number; contentType: string };
};

export async function insertItem(db: Queryable, scope: DriveScope, item: NewItem): Promise<LocalDriveItem> {
  const id = await db.oneFirst(sql.type(z.object({ id: z.string() }))`
    INSERT INTO ${table(scope)}
      (name, objectname, objectid, parentid, isfolder, blobid, size, contenttype, ownerid, createdby, modifiedby)
    VALUES (${item.name}, ${scope.entity}, ${scope.recordId}, ${item.parentId}, ${!item.file},
      ${item.file?.blobId ?? null}, ${item.file?.size ?? null}, ${item.file?.contentType ?? null},
      ${item.userId}, ${item.userId}, ${item.userId})
    RETURNING id`);
  return findItem(db, scope, id);
}

/** Renames in place; another item of the same name in the folder is a conflict (as OneDrive's PATCH). */
export async function renameItem(
  db: Queryable,
  scope: DriveScope,
  itemId: string,
  name: string,
  userId: string,
): Promise<LocalDriveItem> {
  const parentId = await db.maybeOneFirst(sql.type(z.object({ parentid: z.string() }))`
    SELECT d.parentid FROM ${table(scope)} d WHERE ${inScope(scope)} AND d.id = ${itemId}`);
  if (!parentId) throw itemNotFound(itemId);
  if (await nameTaken(db, scope, parentId, name, itemId))
    throw new AppError('ERR_DRIVE_NAME_TAKEN', { name }, { name });
  await db.query(sql.unsafe`
    UPDATE ${table(scope)} d SET name = ${name}, modifiedon = now(), modifiedby = ${userId},
      versionnumber = versionnumber + 1
    WHERE ${inScope(scope)} AND d.id = ${itemId}`);
  return findItem(db, scope, itemId);
}

/**
 * Deletes the item and, for a folder, everything under it. The blobs stay in the store (the
 * BlobStore has no delete yet; files are immutable and unreachable once their rows are gone).
 */
export async function deleteItem(db: Queryable, scope: DriveScope, itemId: string): Promise<number> {
  const deleted = await db.any(sql.type(z.object({ id: z.string() }))`
    WITH RECURSIVE tree AS (
      SELECT d.id FROM ${table(scope)} d WHERE ${inScope(scope)} AND d.id = ${itemId}
      UNION ALL
      SELECT d.id FROM ${table(scope)} d JOIN tree ON d.parentid = tree.id WHERE ${inScope(scope)}
    )
    DELETE FROM ${table(scope)} x USING tree WHERE x.id = tree.id RETURNING x.id`);
  if (deleted.length === 0) throw itemNotFound(itemId);
  return deleted.length;
}
