import { describe, expect, it } from 'vitest';
import { parseCsvTable } from './csv-table.js';
import { matchColumns } from './import-columns.js';
import { templateCsv, templateFileName } from './import-template.js';
import { contactObject } from './test-objects.js';

describe('templateCsv', () => {
  it('is a semicolon header of writable logical names after a BOM', () => {
    const text = templateCsv(contactObject);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const header = text.slice(1).trim().split(';');
    expect(header.slice(0, 3)).toEqual(['name', 'lastname', 'accountid']);
    expect(header.slice(-3)).toEqual(['ownerid', 'statuscode', 'statecode']);
    for (const omitted of ['createdon', 'createdby', 'modifiedon', 'modifiedby', 'versionnumber', 'id'])
      expect(header).not.toContain(omitted);
    expect(header).toContain('birthdate');
    expect(templateFileName(contactObject)).toBe('contact-import-template.csv');
  });

  it('reads back as a file whose every column matches', () => {
    const parsed = parseCsvTable(`${templateCsv(contactObject).slice(1)}x;y\n`);
    if (!parsed.ok) throw new Error('the template must parse');
    const match = matchColumns(parsed.table.headers, contactObject);
    expect(match.unmatched).toEqual([]);
    expect(match.columns).toHaveLength(parsed.table.headers.length);
  });
});
