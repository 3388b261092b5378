import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/app-error.js';
import { buildTenantMetadata } from '../metadata/tenant-metadata.js';
import { systemObjects } from '../migrations/system-objects.js';
import { loadTemplate } from '../templates/load-template.js';
import type { NextRule } from './next-rule.js';
import { ruleQuery } from './rule-query.js';

const crm = loadTemplate('crm');
const metadata = buildTenantMetadata('t', 'tenant_x', [...systemObjects().values(), ...crm.entities]);
const reference = new Date('2026-03-10T23:59:59.999Z');

const rule = (extra: Partial<NextRule>): NextRule => ({
  id: 'r',
  name: 'r',
  label: null,
  objectname: 'lead',
  related: null,
  relatedmaxage: null,
  nullrelatedmaxage: null,
  statusfield: null,
  statusvalues: null,
  datefield: null,
  can_create: null,
  ...extra,
});

function refusal(input: NextRule) {
  try {
    ruleQuery(input, metadata, { reference, ownerId: undefined });
  } catch (error) {
    if (isAppError(error)) return { code: error.code, ...error.params };
  }
  throw new Error('expected a refusal');
}

describe('ruleQuery', () => {
  it('builds the owner, status, age and not-any conditions, newest first, 10 rows', () => {
    const query = ruleQuery(
      rule({
        related: 'activity.regardingobjectid',
        relatedmaxage: 3,
        nullrelatedmaxage: 2,
        statusfield: 'statecode',
        statusvalues: '0; 1 ;',
      }),
      metadata,
      { reference, ownerId: 'u1' },
    );
    expect(query).toEqual({
      entity: {
        name: 'lead',
        attributes: [{ attribute: 'name' }, { attribute: 'createdon' }],
        filter: {
          conditions: [
            { attribute: 'ownerid', operator: 'eq', value: 'u1' },
            { attribute: 'statecode', operator: 'in', value: [0, 1] },
            { attribute: 'createdon', operator: 'le', value: '2026-03-08T23:59:59.999Z' },
          ],
        },
        orders: [{ attribute: 'createdon', descending: true }],
        links: [
          {
            name: 'activity',
            from: 'regardingobjectid',
            to: 'id',
            alias: 'related',
            type: 'not-any',
            filter: {
              conditions: [{ attribute: 'createdon', operator: 'gt', value: '2026-03-07T23:59:59.999Z' }],
            },
          },
        ],
      },
      count: 10,
    });
  });

  it('without relatedmaxage: no related row at all; a date field due by the reference date', () => {
    const query = ruleQuery(
      rule({ objectname: 'workorder', related: 'activity.regardingobjectid', datefield: 'scheduledstart' }),
      metadata,
      { reference, ownerId: undefined },
    );
    expect(query.entity.links?.[0]?.filter).toBeUndefined();
    expect(query.entity.filter?.conditions).toEqual([
      { attribute: 'scheduledstart', operator: 'le', value: reference.toISOString() },
    ]);
  });

  it('names what the tenant lacks', () => {
    expect(refusal(rule({ objectname: 'spaceship' }))).toEqual({
      code: 'ERR_OBJECT_NOT_FOUND',
      name: 'spaceship',
    });
    expect(refusal(rule({ statusfield: 'mood', statusvalues: 'x' }))).toEqual({
      code: 'ERR_FIELD_NOT_FOUND',
      name: 'mood',
    });
    expect(refusal(rule({ related: 'ghost.leadid' }))).toEqual({
      code: 'ERR_OBJECT_NOT_FOUND',
      name: 'ghost',
    });
    expect(refusal(rule({ related: 'activity.ghostid' }))).toEqual({
      code: 'ERR_FIELD_NOT_FOUND',
      name: 'ghostid',
    });
    expect(refusal(rule({ related: 'activity' }))).toEqual({ code: 'ERR_FIELD_NOT_FOUND', name: 'activity' });
    expect(refusal(rule({ datefield: 'duedate' }))).toEqual({ code: 'ERR_FIELD_NOT_FOUND', name: 'duedate' });
  });
});
