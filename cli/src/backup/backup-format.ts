import { z } from 'zod';

/**
 * A tenant backup is a gzip file of JSON lines (one JSON value per line):
 *   1. the header below: the registry entry, the migrations applied, and every table of the
 *      schema with its columns and row count (all read in one snapshot);
 *   2. {"t": table, "r": [rows...]} batches, inu_metadata first (restore rebuilds the tables
 *      from it before any other rows arrive);
 *   3. {"p": "credentials" | "identities", "r": [rows...]}: the organisation's rows of those
 *      platform tables (password hashes: keep backups as safe as the database);
 *   4. {"end": true, "lines": n}, so a truncated file is refused.
 * Rows are PostgreSQL's own row_to_json, read back with jsonb_populate_recordset: exact for every
 * column type Strata uses, and readable by any PostgreSQL version (no pg_dump needed).
 */
export const backupFormat = 'strata-tenant-backup';
export const backupFormatVersion = 1;

const columnSchema = z.object({ name: z.string(), type: z.string() });
export const backupTableSchema = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/),
  columns: z.array(columnSchema),
  rows: z.number().int().min(0),
});
export type BackupTable = z.infer<typeof backupTableSchema>;

export const backupHeaderSchema = z.object({
  format: z.literal(backupFormat),
  formatVersion: z.literal(backupFormatVersion),
  createdAt: z.string(),
  serverVersion: z.string(),
  tenant: z.object({
    id: z.string(),
    name: z.string(),
    displayName: z.string(),
    template: z.string(),
    status: z.enum(['active', 'suspended', 'deleting']),
    cluster: z.string(),
    createdAt: z.string(),
    schemaName: z.string(),
  }),
  migrations: z.array(z.string()),
  tables: z.array(backupTableSchema),
  platform: z.object({ credentials: z.number().int().min(0), identities: z.number().int().min(0) }),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

export const backupLineSchema = z.union([
  z.object({ t: z.string(), r: z.array(z.record(z.string(), z.unknown())) }).strict(),
  z
    .object({ p: z.enum(['credentials', 'identities']), r: z.array(z.record(z.string(), z.unknown())) })
    .strict(),
  z.object({ end: z.literal(true), lines: z.number().int() }).strict(),
]);
export type BackupLine = z.infer<typeof backupLineSchema>;

/** The platform columns a backup carries per table (tenant_id is the restored organisation's). */
export const platformColumns = {
  credentials: ['user_id', 'password_hash', 'must_change', 'updated_at'],
  identities: ['issuer', 'subject', 'user_id', 'email', 'created_at', 'last_used_at'],
} as const;
