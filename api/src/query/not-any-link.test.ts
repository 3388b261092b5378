import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/app-error.js';
import { buildTenantMetadata } from '../metadata/tenant-metadata.js';
import { systemObjects } from '../migrations/system-objects.js';
import { type RowAccessResolver, readEverything } from '../permissions/row-access.js';
import { loadTemplate } from '../templates/load-template.js';
import { compileFetch } from './compile-fetch.js';

const crm = loadTemplate('crm');
const metadata = buildTenantMetadata('tenant-id', 'tenant_x', [...systemObjects().values(), ...crm.entities]);
const compile = (input: unknown, access: RowAccessResolver = readEverything) =>
  compileFetch(input, { metadata, access });

function refusal(input: unknown) {
  try {
    compile(input);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { code: error.code, ...error.params, ...error.details } as Record<string, unknown>;
  }
  throw new Error('expected the query to be refused');
}

const leadsWithoutRecentActivity = (link: Record<string, unknown> = {}) => ({
  entity: {
    name: 'lead',
    attributes: [{ attribute: 'name' }],
    links: [
      {
        name: 'activity',
        from: 'regardingobjectid',
        to: 'id',
        alias: 'recent',
        type: 'not-any',
        filter: { conditions: [{ attribute: 'createdon', operator: 'gt', value: '2026-01-01T00:00:00Z' }] },
        ...link,
      },
    ],
  },
});

describe('compileFetch: a not-any link', () => {
  it('becomes a NOT EXISTS on the parent row with the target check and the link filter', () => {
    const { query, fansOut } = compile(leadsWithoutRecentActivity());
    expect(query.sql).toBe(
      'SELECT "t0"."id" AS "c0", "t0"."versionnumber" AS "c1", "t0"."name" AS "c2"\n' +
        'FROM "tenant_x"."lead" "t0"\n' +
        'WHERE NOT EXISTS (SELECT 1 FROM "tenant_x"."activity" "t1" WHERE ("t1"."regardingobjectid" = "t0"."id"' +
        ' AND "t1"."regardingobjectid_target" = $slonik_1 AND "t1"."createdon" > $slonik_2))\n' +
        'ORDER BY "t0"."id" ASC\n' +
        'LIMIT $slonik_3 OFFSET $slonik_4',
    );
    expect(query.values.slice(0, 2)).toEqual(['lead', '2026-01-01T00:00:00.000Z']);
    // a NOT EXISTS never multiplies rows: no EXPLAIN round trip
    expect(fansOut).toBe(false);
  });

  it('carries the linked entity’s read access into the subquery', () => {
    const access: RowAccessResolver = (entity) =>
      entity === 'activity'
        ? { kind: 'where', predicate: (table) => sql.fragment`${table}.ownerid = ${'u1'}` }
        : { kind: 'all' };
    const { query } = compile(leadsWithoutRecentActivity(), access);
    expect(query.sql).toContain('AND "t1".ownerid = $slonik_2');
  });

  it('refuses attributes, nested links and conditions outside it that name its alias', () => {
    expect(refusal(leadsWithoutRecentActivity({ attributes: [{ attribute: 'name' }] }))).toMatchObject({
      code: 'ERR_VALIDATION',
      field: 'entity.links.0.attributes',
    });
    expect(
      refusal(
        leadsWithoutRecentActivity({ links: [{ name: 'account', from: 'id', to: 'regardingobjectid' }] }),
      ),
    ).toMatchObject({ code: 'ERR_VALIDATION', field: 'entity.links.0.links' });
    const query = leadsWithoutRecentActivity();
    const named = {
      entity: {
        ...query.entity,
        filter: { conditions: [{ attribute: 'name', operator: 'eq', value: 'x', entityName: 'recent' }] },
      },
    };
    expect(refusal(named)).toMatchObject({
      code: 'ERR_VALIDATION',
      field: 'entity.filter.conditions.0.entityName',
    });
  });
});
