import type { Row } from '../store/offline-store';

/** A field both sides changed: the user picks mine or theirs when syncing. */
export type FieldConflict = { field: string; mine: unknown; theirs: unknown };

/**
 * A write made while offline (issue 27): sent in order on Sync through executemultiple with its
 * own idempotency key (kept with it, so a sync interrupted after the server committed it does
 * not write twice). `base` is the cached record the edit started from, for the field-by-field
 * merge when the server's record changed meanwhile (ERR_8001).
 */
export type QueuedWrite = {
  entity: string;
  operation: 'create' | 'update' | 'delete';
  /** what is sent: a create's fields (with its id), an update's changed fields with id and versionnumber */
  object: Row;
  base?: Row | undefined;
  key: string;
  state: 'pending' | 'conflict' | 'refused';
  /** a refusal: the server's code and message, or the client's reason */
  error?: { code: string; message: string } | undefined;
  conflicts?: FieldConflict[] | undefined;
  /** the server's record when a conflict was found: theirs, and the version to send with */
  server?: Row | undefined;
  queuedAt: string;
};

export type QueuedEntry = QueuedWrite & { seq: number };
