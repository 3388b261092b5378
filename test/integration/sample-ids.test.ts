import { allProperties } from '@strata/api/contract/base-properties';
import type { DatabasePool } from '@strata/api/db/types';
import { lookupTargetColumn } from '@strata/api/metadata/physical-columns';
import { loadTemplate } from '@strata/api/templates/load-template';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, openTestPool } from '../fixtures/test-context.js';

let pool: DatabasePool;
let first: Awaited<ReturnType<typeof createTestTenant>>;
let second: Awaited<ReturnType<typeof createTestTenant>>;

const crm = loadTemplate('crm');
/** Every entity the crm sample writes rows of. */
const sampled = [...new Set(crm.sample.map((set) => set.entity))];

beforeAll(async () => {
  pool = await openTestPool();
  first = await createTestTenant(pool, { sampleData: true });
  second = await createTestTenant(pool, { sampleData: true });
});
afterAll(async () => {
  await Promise.all([first.remove(), second.remove()]);
  await pool.end();
});

const idsOf = async (schema: string) => {
  const ids = new Set<string>();
  for (const entity of sampled) {
    for (const id of await pool.anyFirst(sql.unsafe`SELECT id FROM ${sql.identifier([schema, entity])}`))
      ids.add(String(id));
  }
  return ids;
};

describe('sample data of two organisations', () => {
  it('share no record id, and neither uses the template ids', async () => {
    const [a, b] = await Promise.all([idsOf(first.tenant.schemaName), idsOf(second.tenant.schemaName)]);
    const templateIds = crm.sample.flatMap((set) => set.rows.map((row) => String(row.id)));
    expect(a.size).toBeGreaterThanOrEqual(templateIds.length);
    expect([...a].filter((id) => b.has(id))).toEqual([]);
    expect(templateIds.filter((id) => a.has(id) || b.has(id))).toEqual([]);
  });

  it('keeps every reference inside the sample pointing at the right new row', async () => {
    const schema = first.tenant.schemaName;
    const entities = new Map(crm.entities.map((entity) => [entity.logicalName, entity]));
    let checked = 0;
    for (const entity of sampled) {
      const object = entities.get(entity);
      if (!object) continue;
      for (const property of allProperties(object)) {
        if (property.type !== 'Lookup') continue;
        const column = sql.identifier([property.logicalName]);
        const companion = lookupTargetColumn(property);
        for (const target of property.targets ?? []) {
          const named = companion
            ? sql.fragment`r.${sql.identifier([companion])} = ${target}`
            : sql.fragment`TRUE`;
          const counts = await pool.one(sql.unsafe`
            SELECT count(*)::int AS linked,
                   count(*) FILTER (WHERE NOT EXISTS (
                     SELECT 1 FROM ${sql.identifier([schema, target])} t WHERE t.id = r.${column}))::int AS dangling
            FROM ${sql.identifier([schema, entity])} r WHERE r.${column} IS NOT NULL AND ${named}`);
          expect(counts.dangling, `${entity}.${property.logicalName} -> ${target}`).toBe(0);
          checked += Number(counts.linked);
        }
      }
    }
    expect(checked).toBeGreaterThan(400);

    // one reference followed by name: the template's Tomáš Kováč works at Tatra Logistika
    const employer = await pool.oneFirst(sql.unsafe`
      SELECT a.name FROM ${sql.identifier([schema, 'contact'])} c
      JOIN ${sql.identifier([schema, 'account'])} a ON a.id = c.accountid
      WHERE c.name = 'Tomáš Kováč'`);
    expect(employer).toBe('Tatra Logistika s.r.o.');
    // and the regarding lookup of the first sample activity names its account by the new id
    const regarding = await pool.oneFirst(sql.unsafe`
      SELECT a.name FROM ${sql.identifier([schema, 'activity'])} x
      JOIN ${sql.identifier([schema, 'account'])} a ON a.id = x.regardingobjectid AND x.regardingobjectid_target = 'account'
      WHERE x.name = 'Prepare energy savings estimate – Danube Health Systems'`);
    expect(regarding).toBe('Danube Health Systems GmbH');
  });
});
