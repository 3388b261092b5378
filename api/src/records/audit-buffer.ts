import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import type { TenantMetadata } from '../metadata/tenant-metadata.js';
import { insertPreparedRows } from './seed-rows.js';

export type AuditEntry = {
  /** the audit row's id when the writer must name it (a delete's, for undo); else a new one */
  id?: string;
  logicalname: string;
  objectid: string;
  operation: 'create' | 'update' | 'delete' | 'restore';
  name: string | null;
  body: unknown;
};

/**
 * Audit rows of one transaction, written together just before it commits: one statement for a
 * whole batch instead of one per record, and nothing written for work that was rolled back.
 */
export class AuditBuffer {
  private readonly entries: AuditEntry[] = [];

  add(...entries: AuditEntry[]): void {
    this.entries.push(...entries);
  }

  /** The changes written so far and not yet flushed (what triggers are matched against). */
  get pending(): readonly AuditEntry[] {
    return this.entries;
  }

  async flush(db: Queryable, metadata: TenantMetadata, actorId: string): Promise<void> {
    const audit = metadata.objects.get('audit');
    if (!audit || this.entries.length === 0) return;
    // every row names its id (a new one unless the writer named it), so all rows have the same
    // columns and go as one JSON parameter (seed-rows.ts insertFromJson). The values are the
    // server's own, of their columns' types by construction (ids, an entity name, an operation,
    // a name cut to the column's 200 characters, a body JSON.stringify wrote), so they skip the
    // checks API input gets: parsing every body back as JSON was most of a flush's CPU.
    const rows = this.entries.splice(0).map(
      (entry) =>
        new Map<string, string | null>([
          ['id', entry.id ?? randomUUID()],
          ['name', entry.name === null ? null : String(entry.name).slice(0, 200)],
          ['logicalname', entry.logicalname],
          ['objectid', entry.objectid],
          ['operation', entry.operation],
          ['body', JSON.stringify(entry.body)],
        ]),
    );
    await insertPreparedRows(db, metadata.schema, audit, rows, actorId);
  }
}
