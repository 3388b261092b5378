import { serverSetColumns } from '@strata/api/contract/server-written';
import { fieldKind } from '../fields/field-kind';
import type { ObjectMeta, PropertyMeta } from '../metadata/object-metadata';

/** A property a file may write: not one of the columns only the server writes. */
export function isImportable(property: PropertyMeta): boolean {
  return !serverSetColumns.has(property.logicalName) && property.type !== 'VersionNumber';
}

/**
 * The template's columns: what a user fills in for new records. Besides the server-set
 * columns, the id (the server makes one), AutoNumber fields (the server numbers them) and
 * fields the metadata marks disabled (nobody types into them) are left out; a file may still
 * carry them, e.g. an export brought back to update records.
 */
export function templateProperties(object: ObjectMeta): PropertyMeta[] {
  const columns = object.properties.filter(
    (property) =>
      isImportable(property) &&
      property.logicalName !== 'id' &&
      !property.flags.includes('AutoNumber') &&
      property.isDisabled !== true,
  );
  // the name, then the entity's own fields, then owner and status, which most files leave to defaults
  const last = (property: PropertyMeta) => (trailingColumns.has(property.logicalName) ? 1 : 0);
  return columns.sort((left, right) => last(left) - last(right));
}

const trailingColumns: ReadonlySet<string> = new Set(['ownerid', 'statuscode', 'statecode']);

/** A file column and the property it writes. */
export type ImportColumn = { index: number; header: string; property: PropertyMeta };

export type ColumnMatch = {
  columns: ImportColumn[];
  /** headers no property answers to: reported and ignored */
  unmatched: string[];
  /** headers of fields the server sets (createdon, ... from an export): ignored */
  serverSet: string[];
  /** a second column for a field already matched: ignored */
  duplicates: string[];
};

const key = (text: string) => text.trim().toLowerCase();

/**
 * Matches the header to the entity's properties (spec 001 section 5): by logical name, then by
 * display name, both case-insensitive. A logical name wins over another field's display name,
 * so an exported file (logical names) always lands where it came from. Empty headers (a
 * trailing separator) are skipped without a word.
 */
export function matchColumns(headers: readonly string[], object: ObjectMeta): ColumnMatch {
  const byLogicalName = new Map<string, PropertyMeta>();
  const byDisplayName = new Map<string, PropertyMeta>();
  for (const property of object.properties) {
    byLogicalName.set(key(property.logicalName), property);
    if (!byDisplayName.has(key(property.displayName))) byDisplayName.set(key(property.displayName), property);
  }
  const result: ColumnMatch = { columns: [], unmatched: [], serverSet: [], duplicates: [] };
  const taken = new Set<string>();
  headers.forEach((header, index) => {
    if (header.trim() === '') return;
    const property = byLogicalName.get(key(header)) ?? byDisplayName.get(key(header));
    if (!property) result.unmatched.push(header);
    else if (!isImportable(property)) result.serverSet.push(header);
    else if (taken.has(property.logicalName)) result.duplicates.push(header);
    else {
      taken.add(property.logicalName);
      result.columns.push({ index, header, property });
    }
  });
  return result;
}

/** Kinds whose values can tell records apart (free text, codes, addresses); not options or notes. */
const keyKinds: ReadonlySet<string> = new Set(['text', 'email', 'phone', 'url', 'autonumber']);

/**
 * The fields 'Find Matching Records By' offers: those of the file's columns that can identify
 * a record, id and name first. A field the file lacks cannot match anything.
 */
export function matchFieldCandidates(columns: readonly ImportColumn[]): PropertyMeta[] {
  const properties = columns.map((column) => column.property);
  const first = ['id', 'name']
    .map((name) => properties.find((property) => property.logicalName === name))
    .filter((property): property is PropertyMeta => !!property);
  const others = properties.filter(
    (property) =>
      !['id', 'name'].includes(property.logicalName) &&
      property.type === 'String' &&
      keyKinds.has(fieldKind(property)),
  );
  return [...first, ...others];
}
