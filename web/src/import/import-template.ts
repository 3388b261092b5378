import Papa from 'papaparse';
import type { ObjectMeta } from '../metadata/object-metadata';
import { templateProperties } from './import-columns';

/** Excel reads UTF-8 only when the file says so with a byte order mark. */
export const utf8Bom = '\uFEFF';

/**
 * The import template of an entity: a CSV with only a header of its writable fields by
 * logical name (spec 001 section 5), semicolon-separated with a BOM like the export (section
 * 9). No `sep=;` line: Excel ignores the BOM when one is present and garbles accents, and the
 * semicolon is Import's default anyway.
 */
export function templateCsv(object: ObjectMeta): string {
  const header = templateProperties(object).map((property) => property.logicalName);
  return `${utf8Bom}${Papa.unparse([header], { delimiter: ';' })}\r\n`;
}

export const templateFileName = (object: ObjectMeta) => `${object.logicalName}-import-template.csv`;
