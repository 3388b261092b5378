import { describe, expect, it } from 'vitest';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import type { AppError } from '../errors/app-error.js';
import { showPlan } from './ddl-plan.js';
import { planAlterProperty } from './plan-alter-property.js';

const account: ObjectDefinition = {
  logicalName: 'account',
  displayName: 'Account',
  displayNamePlural: 'Accounts',
  type: 'standard',
  properties: [
    { logicalName: 'amount', displayName: 'Amount', type: 'Decimal', flags: [] },
    { logicalName: 'code', displayName: 'Code', type: 'String', flags: [] },
    { logicalName: 'rating', displayName: 'Rating', type: 'Integer', flags: ['OptionSet'], options: ['1'] },
    { logicalName: 'parent', displayName: 'Parent', type: 'Lookup', flags: [], targets: ['account'] },
  ],
};

function plan(next: Omit<PropertyDefinition, 'displayName' | 'flags'> & Partial<PropertyDefinition>) {
  return planAlterProperty('tenant_x', account, { displayName: 'Label', flags: [], ...next });
}

const typeChange = (from: string, to: string, field: string) => ({
  code: 'ERR_TYPE_CHANGE',
  params: { from, to },
  details: { field },
});

describe('planAlterProperty', () => {
  it('plans no SQL for a change of label, flags or options', () => {
    const { updated, plan: altered } = plan({
      logicalName: 'rating',
      type: 'Integer',
      flags: ['OptionSet'],
      options: ['1', '2', '3'],
    });
    expect(altered).toEqual({ description: 'Change property rating of account', statements: [] });
    expect(updated.properties.find((p) => p.logicalName === 'rating')?.options).toEqual(['1', '2', '3']);
  });

  it('checks a Decimal to Integer change for rows that would lose data, then converts by rounding', () => {
    const { plan: altered } = plan({ logicalName: 'amount', type: 'Integer' });
    expect(showPlan(altered).statements).toEqual([
      {
        description: 'Check that every value of "amount" converts without loss',
        sql: 'SELECT 1 FROM "tenant_x"."account" WHERE ("amount" <> round("amount") OR abs("amount") > 2147483647)',
        values: [],
        refuseIfAnyRow: typeChange('Decimal', 'Integer', 'amount'),
      },
      {
        description: 'Change column "amount" to integer',
        sql: 'ALTER TABLE "tenant_x"."account" ALTER COLUMN "amount" TYPE integer USING round("amount")::integer',
        values: [],
      },
    ]);
    expect(altered.failures).toEqual([
      {
        states: ['22P02', '22003', '22007', '22008', '22001', '42804', '42846'],
        error: typeChange('Decimal', 'Integer', 'amount'),
      },
    ]);
  });

  it('binds the max length of the loss check but writes it into the new type', () => {
    const { plan: altered } = plan({ logicalName: 'code', type: 'String', max: 20 });
    expect(showPlan(altered).statements).toEqual([
      expect.objectContaining({
        sql: 'SELECT 1 FROM "tenant_x"."account" WHERE char_length("code"::text) > $slonik_1',
        values: [20],
      }),
      expect.objectContaining({
        description: 'Change column "code" to varchar(20)',
        sql: 'ALTER TABLE "tenant_x"."account" ALTER COLUMN "code" TYPE varchar(20) USING "code"::varchar(20)',
      }),
    ]);
  });

  it('converts an Integer to a Boolean without a check (no value is lost, only mapped)', () => {
    const { plan: altered } = plan({ logicalName: 'rating', type: 'Boolean' });
    expect(altered.statements.map((s) => s.sql.sql)).toEqual([
      'ALTER TABLE "tenant_x"."account" ALTER COLUMN "rating" TYPE boolean USING ("rating" <> 0)',
    ]);
  });

  it.each<[string, Parameters<typeof plan>[0], object]>([
    ['an unknown property', { logicalName: 'nothing', type: 'String' }, { code: 'ERR_FIELD_NOT_FOUND' }],
    [
      'a conversion not offered',
      { logicalName: 'amount', type: 'DateTime' },
      typeChange('Decimal', 'DateTime', 'amount'),
    ],
    [
      'new lookup targets',
      { logicalName: 'parent', type: 'Lookup', targets: ['contact'] },
      typeChange('Lookup', 'Lookup', 'parent'),
    ],
    ['a base column type', { logicalName: 'name', type: 'Integer' }, typeChange('String', 'Integer', 'name')],
  ])('refuses %s', (_, next, error) => {
    expect(() => plan(next)).toThrow(expect.objectContaining(error) as AppError);
  });

  it('relabels a base column as metadata only', () => {
    const { updated, plan: altered } = plan({
      logicalName: 'name',
      type: 'String',
      max: 200,
      displayName: 'Title',
    });
    expect(altered.statements).toEqual([]);
    expect(updated.properties.at(-1)).toMatchObject({ logicalName: 'name', displayName: 'Title' });
  });
});
