import type { ObjectMeta } from '../metadata/object-metadata';
import { csvDocument } from '../ui/csv-document';
import { templateProperties } from './import-columns';

/**
 * The import template of an entity: a CSV with only a header of its writable fields by
 * logical name (spec 001 section 5), semicolon-separated with a BOM like the export (section
 * 9). No `sep=;` line: Excel ignores the BOM when one is present and garbles accents, and the
 * semicolon is Import's default anyway.
 */
export function templateCsv(object: ObjectMeta): string {
  return csvDocument([templateProperties(object).map((property) => property.logicalName)]);
}

export const templateFileName = (object: ObjectMeta) => `${object.logicalName}-import-template.csv`;
