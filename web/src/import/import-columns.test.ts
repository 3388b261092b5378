import { describe, expect, it } from 'vitest';
import { matchColumns, matchFieldCandidates, templateProperties } from './import-columns.js';
import { contactObject } from './test-objects.js';

describe('matchColumns', () => {
  it('matches logical and display names, case-insensitive, and reports the rest', () => {
    const match = matchColumns(
      [
        'FULL NAME',
        'lastname',
        ' Birthday ',
        'Shoe size',
        'createdon',
        'Modified On',
        'name',
        '',
        'ACCOUNTID',
      ],
      contactObject,
    );
    expect(match.columns.map((column) => [column.index, column.property.logicalName])).toEqual([
      [0, 'name'],
      [1, 'lastname'],
      [2, 'birthdate'],
      [8, 'accountid'],
    ]);
    expect(match.unmatched).toEqual(['Shoe size']);
    expect(match.serverSet).toEqual(['createdon', 'Modified On']);
    expect(match.duplicates).toEqual(['name']);
  });

  it('prefers a logical name over another field display name', () => {
    const object = {
      ...contactObject,
      properties: [
        ...contactObject.properties,
        { logicalName: 'email', displayName: 'Private Mail', type: 'String' as const, flags: [] },
      ],
    };
    // 'Email' is emailaddress1's display name and the logical name of another field
    expect(matchColumns(['Email'], object).columns.map((column) => column.property.logicalName)).toEqual([
      'email',
    ]);
    expect(
      matchColumns(['Private mail'], object).columns.map((column) => column.property.logicalName),
    ).toEqual(['email']);
  });
});

describe('templateProperties', () => {
  it('leaves out server-set columns, the id, auto-numbers and disabled fields', () => {
    const names = templateProperties(contactObject).map((property) => property.logicalName);
    for (const omitted of [
      'createdon',
      'createdby',
      'modifiedon',
      'modifiedby',
      'versionnumber',
      'id',
      'contactnumber',
      'score',
    ])
      expect(names).not.toContain(omitted);
    expect(names).toEqual(
      expect.arrayContaining(['name', 'ownerid', 'statecode', 'lastname', 'accountid', 'birthdate']),
    );
  });
});

describe('matchFieldCandidates', () => {
  it('offers id and name first, then the text-like fields of the file', () => {
    const { columns } = matchColumns(
      ['Email', 'Visits', 'Description', 'name', 'id', 'Gender', 'lastname'],
      contactObject,
    );
    expect(matchFieldCandidates(columns).map((property) => property.logicalName)).toEqual([
      'id',
      'name',
      'emailaddress1',
      'lastname',
    ]);
  });
});
