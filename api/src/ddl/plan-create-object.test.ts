import { describe, expect, it } from 'vitest';
import type { ObjectDefinition } from '../contract/metadata.js';
import { planCreateObject } from './plan-create-object.js';

const visit: ObjectDefinition = {
  logicalName: 'visit',
  displayName: 'Visit',
  displayNamePlural: 'Visits',
  type: 'standard',
  properties: [
    { logicalName: 'notes', displayName: 'Notes', type: 'String', flags: [], max: 500 },
    { logicalName: 'regarding', displayName: 'Regarding', type: 'Lookup', flags: [], targets: ['a', 'b'] },
  ],
};

describe('planCreateObject', () => {
  it('creates the table with base and own columns, then its indexes; an existing table is ERR_DUPLICATE', () => {
    const plan = planCreateObject('tenant_x', visit);
    expect(plan.description).toBe('Create object visit');
    expect(plan.statements.map((s) => s.description)).toEqual([
      'Create table "visit"',
      'Index "name"',
      'Index "ownerid"',
      'Index "regarding"',
    ]);
    const create = plan.statements[0]?.sql.sql ?? '';
    expect(create).toMatch(/^CREATE TABLE "tenant_x"\."visit" \("id" uuid PRIMARY KEY/);
    expect(create).toContain('"notes" varchar(500), "regarding" uuid, "regarding_target" varchar(63))');
    expect(plan.failures).toEqual([
      { states: ['42P07'], error: { code: 'ERR_DUPLICATE', details: { object: 'visit' } } },
    ]);
  });

  it('refuses two properties on one column before any SQL is built', () => {
    const clash = {
      ...visit,
      properties: [...visit.properties, { ...visit.properties[0], logicalName: 'regarding_target' }],
    };
    expect(() => planCreateObject('tenant_x', clash as ObjectDefinition)).toThrow(
      expect.objectContaining({ code: 'ERR_NAME_INVALID' }),
    );
  });
});
