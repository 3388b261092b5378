import { loadTemplate } from '@strata/api/templates/load-template';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationRows } from '../fixtures/migration-rows.js';
import { runStrata } from '../fixtures/run-process.js';
import { testDatabaseUrl, uniqueOrganization } from '../fixtures/test-context.js';

/** Issue 23: `strata tenant create x --template fieldwork` gives the Slovak field-work organisation. */
const organization = uniqueOrganization('fwcli');
const strata = (...args: string[]) => runStrata(args, { DATABASE_URL: testDatabaseUrl() });

afterAll(async () => {
  await strata('tenant', 'delete', organization, '--yes');
}, 120_000);

describe('strata tenant create --template fieldwork', () => {
  it('provisions the fieldwork organisation with its sample data', { timeout: 120_000 }, async () => {
    const created = await strata(
      'tenant',
      'create',
      organization,
      '--template',
      'fieldwork',
      '--admin-email',
      'boss@fieldwork.test',
      '--sample-data',
      '--json',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ organization, template: 'fieldwork' });

    const shown = await strata('tenant', 'show', organization, '--json');
    expect(shown.code).toBe(0);
    const details = JSON.parse(shown.stdout) as { template: string; records: Record<string, number> };
    expect(details.template).toBe('fieldwork');
    // every seed and sample row of the template: places, budget line types, families, a trip
    const template = loadTemplate('fieldwork');
    const expected: Record<string, number> = {};
    for (const set of [...template.seed, ...template.sample])
      expected[set.entity] = (expected[set.entity] ?? 0) + set.rows.length;
    delete expected.inu_localize; // the platform adds its own translations to the template's
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['route_location', 'fi_budget_line_type']));
    // the allowance currencies join the Euro every organisation has
    for (const [entity, rows] of Object.entries(expected))
      expect(details.records[entity], entity).toBe(rows + migrationRows(entity));
    expect(details.records.inu_localize).toBeGreaterThan(0);
  });
});
