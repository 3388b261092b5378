import { describe, expect, it } from 'vitest';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import type { AppError } from '../errors/app-error.js';
import { showPlan } from './ddl-plan.js';
import { planAddProperty } from './plan-add-property.js';

const account: ObjectDefinition = {
  logicalName: 'account',
  displayName: 'Account',
  displayNamePlural: 'Accounts',
  type: 'standard',
  properties: [{ logicalName: 'code', displayName: 'Code', type: 'String', flags: [] }],
};

function plan(property: Omit<PropertyDefinition, 'displayName' | 'flags'> & Partial<PropertyDefinition>) {
  return planAddProperty('tenant_x', account, { displayName: 'Label', flags: [], ...property });
}

describe('planAddProperty', () => {
  it('adds a String with a max length as varchar(n), the length in the text (DDL binds nothing)', () => {
    const { updated, plan: added } = plan({ logicalName: 'title', type: 'String', max: 200 });
    expect(showPlan(added)).toEqual({
      description: 'Add property title to account',
      statements: [
        {
          description: 'Add column "title" varchar(200)',
          sql: 'ALTER TABLE "tenant_x"."account" ADD COLUMN "title" varchar(200)',
          values: [],
        },
      ],
    });
    expect(updated.properties.map((p) => p.logicalName)).toEqual(['code', 'title']);
    expect(account.properties).toHaveLength(1);
  });

  it('adds a lookup with several targets with its _target column and an index', () => {
    const { plan: added } = plan({
      logicalName: 'regarding',
      type: 'Lookup',
      targets: ['account', 'contact'],
    });
    expect(showPlan(added).statements).toEqual([
      {
        description: 'Add column "regarding" uuid',
        sql: 'ALTER TABLE "tenant_x"."account" ADD COLUMN "regarding" uuid',
        values: [],
      },
      {
        description: 'Add column "regarding_target" varchar(63)',
        sql: 'ALTER TABLE "tenant_x"."account" ADD COLUMN "regarding_target" varchar(63)',
        values: [],
      },
      {
        description: 'Index "regarding"',
        sql: 'CREATE INDEX ON "tenant_x"."account" ("regarding")',
        values: [],
      },
    ]);
  });

  it('adds a single-target lookup without a _target column', () => {
    const { plan: added } = plan({ logicalName: 'parent', type: 'Lookup', targets: ['account'] });
    expect(added.statements.map((s) => s.description)).toEqual([
      'Add column "parent" uuid',
      'Index "parent"',
    ]);
  });

  it('adds an Integer picklist as an integer column (its options are metadata only)', () => {
    const { plan: added } = plan({
      logicalName: 'rating',
      type: 'Integer',
      flags: ['OptionSet'],
      options: ['1', '2'],
    });
    expect(added.statements.map((s) => s.sql.sql)).toEqual([
      'ALTER TABLE "tenant_x"."account" ADD COLUMN "rating" integer',
    ]);
    expect(added.failures).toBeUndefined();
  });

  it.each([
    ['a name in use', { logicalName: 'code', type: 'String' }, 'ERR_DUPLICATE'],
    ['a base column', { logicalName: 'name', type: 'String' }, 'ERR_NAME_INVALID'],
  ] as const)('refuses %s before any SQL is built', (_, property, code) => {
    expect(() => plan(property)).toThrow(expect.objectContaining({ code }) as AppError);
  });

  it('refuses a lookup whose _target column another property already has', () => {
    const withTarget = {
      ...account,
      properties: [
        ...account.properties,
        { logicalName: 'regarding_target', displayName: 'T', type: 'String' as const, flags: [] },
      ],
    };
    expect(() =>
      planAddProperty('tenant_x', withTarget, {
        logicalName: 'regarding',
        displayName: 'Regarding',
        type: 'Lookup',
        flags: [],
        targets: ['account', 'contact'],
      }),
    ).toThrow(
      expect.objectContaining({
        code: 'ERR_NAME_INVALID',
        params: { name: 'regarding_target', reason: 'duplicate' },
      }) as AppError,
    );
  });

  it('refuses a property on a link table', () => {
    const link: ObjectDefinition = { ...account, type: 'many' };
    expect(() =>
      planAddProperty('tenant_x', link, { logicalName: 'x', displayName: 'X', type: 'String', flags: [] }),
    ).toThrow(expect.objectContaining({ code: 'ERR_METADATA_INVALID' }) as AppError);
  });
});
