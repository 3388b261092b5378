/**
 * What only the server writes, shared with the web client so it never offers to write them:
 * the data API refuses both (records/write-values.ts, records/writable-object.ts).
 */

/** Columns only the server writes: a client can never set them (no mass assignment). */
export const serverSetColumns: ReadonlySet<string> = new Set([
  'createdon',
  'createdby',
  'modifiedon',
  'modifiedby',
  'versionnumber',
]);

/**
 * Entities the data API never writes: metadata changes go through the DDL engine (table and
 * row in one transaction), and the audit trail and the Triggers Log (inu_asyncaction, one row
 * per trigger run) are written by the server alone.
 */
export const serverWrittenEntities: ReadonlySet<string> = new Set([
  'inu_metadata',
  'audit',
  'inu_asyncaction',
  // the local drive's items: only the /api/drive routes write them, checking the record's rights
  'inu_driveitem',
]);

/**
 * Entities only the admin role reaches, whatever other roles say: a trigger sends any record's
 * changes to a URL of its choice (and holds the secret that signs them), and the Triggers Log
 * keeps what was sent, so either would let a role around every other rule.
 */
export const adminOnlyEntities: ReadonlySet<string> = new Set([
  'inu_changehandler',
  'inu_asyncaction',
  // a role reading every drive item would see the files of records it cannot read
  'inu_driveitem',
]);
