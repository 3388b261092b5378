import { describe, expect, it } from 'vitest';
import { type ObjectDefinition, objectSchema } from '../contract/metadata.js';
import { diffMetadata, showChange } from './diff-metadata.js';
import type { MetadataSnapshot } from './metadata-snapshot.js';
import { planMetadataSteps } from './plan-metadata-steps.js';

const account = objectSchema.parse({
  logicalName: 'account',
  displayName: 'Account',
  displayNamePlural: 'Accounts',
  properties: [
    { logicalName: 'phone', displayName: 'Phone', type: 'String', max: 50 },
    { logicalName: 'tags', displayName: 'Tags', type: 'String' },
    { logicalName: 'name', displayName: 'Account Name', type: 'String' },
  ],
});
const snapshot = (over: Partial<MetadataSnapshot> = {}): MetadataSnapshot => ({
  entities: [account],
  apps: [
    { name: 'sales', label: 'Sales' },
    { name: 'service', label: 'Service' },
  ],
  roles: [
    { name: 'admin', body: { permissions: {} } },
    { name: 'seller', app: 'sales', body: { permissions: { account: 48 } } },
  ],
  views: [
    { name: 'all', kind: 'view', objectname: 'account', body: { columns: [], query: {} } },
    { name: 'sales', kind: 'home', app: 'sales', body: { items: [] } },
  ],
  translations: [{ name: 'app.sales', lang: 'sk', text: 'Predaj' }],
  ...over,
});
const withProperties = (properties: ObjectDefinition['properties']): ObjectDefinition => ({
  ...account,
  properties,
});
const phone = account.properties[0] as ObjectDefinition['properties'][number];
const tags = account.properties[1] as ObjectDefinition['properties'][number];
const keysOf = (current: MetadataSnapshot, desired: MetadataSnapshot) =>
  diffMetadata(current, desired).map((c) => `${c.action} ${c.area} ${c.key}${c.destructive ? ' !' : ''}`);

describe('diffMetadata', () => {
  it('finds nothing between equal snapshots, whatever order keys were written in', () => {
    const reordered = snapshot({
      views: [
        { name: 'all', kind: 'view', objectname: 'account', body: { query: {}, columns: [] } },
        { name: 'sales', kind: 'home', app: 'sales', body: { items: [] } },
      ],
    });
    expect(diffMetadata(snapshot(), reordered)).toEqual([]);
  });

  it('lists fields added, altered and removed; only a removal of a real column is destructive', () => {
    const desired = snapshot({
      entities: [
        withProperties([
          { ...phone, type: 'Integer', max: undefined },
          { logicalName: 'nickname', displayName: 'Nickname', type: 'String', flags: [] },
        ]),
      ],
    });
    expect(keysOf(snapshot(), desired)).toEqual([
      'update field account.phone',
      'create field account.nickname',
      'delete field account.tags !',
      // removing the override of a base column only relabels it back
      'delete field account.name',
    ]);
    const [altered] = diffMetadata(snapshot(), desired).map(showChange);
    expect(altered?.changes).toEqual(['type: String -> Integer', 'max']);
  });

  it('lists views, apps, roles and translations; keeps the admin role; orders apps by the folder', () => {
    const desired = snapshot({
      apps: [
        { name: 'service', label: 'Service' },
        { name: 'extra', label: 'Extra' },
      ],
      roles: [{ name: 'seller', body: { permissions: { account: 4403 } } }],
      views: [{ name: 'sales', kind: 'home', body: { items: [{ kind: 'entity', name: 'account' }] } }],
      translations: [
        { name: 'app.sales', lang: 'sk', text: 'Obchod' },
        { name: 'app.extra', lang: 'sk', text: 'Navyše' },
      ],
    });
    expect(keysOf(snapshot(), desired)).toEqual([
      'create app extra',
      'delete app sales !',
      'update app service',
      'update role seller',
      'update view home//sales',
      'delete view view/account/all !',
      'update translation sk/app.sales',
      'create translation sk/app.extra',
    ]);
  });

  it("leaves a removed entity's views to the entity's own step", () => {
    expect(keysOf(snapshot(), snapshot({ entities: [], views: [snapshot().views[1] as never] }))).toEqual([
      'delete entity account !',
    ]);
  });
});

describe('planMetadataSteps', () => {
  const context = { schema: 'tenant_x', objects: new Map([['account', account]]), viewsOf: () => [] };

  it('plans with the DDL engine: columns added, types changed behind a check, columns archived', () => {
    const desired = snapshot({
      entities: [
        withProperties([
          { logicalName: 'phone', displayName: 'Phone', type: 'Integer', flags: [] },
          { logicalName: 'nickname', displayName: 'Nickname', type: 'String', flags: [], max: 40 },
        ]),
      ],
    });
    const steps = planMetadataSteps(diffMetadata(snapshot(), desired), context);
    const sqlOf = (key: string) =>
      steps.find((s) => s.change.key === key)?.plan.statements.map((s) => s.sql.sql) ?? [];
    expect(sqlOf('account.phone')[0]).toMatch(/^SELECT 1 FROM "tenant_x"."account" WHERE/);
    expect(sqlOf('account.phone')[1]).toMatch(/ALTER COLUMN "phone" TYPE integer/);
    expect(sqlOf('account.nickname')).toEqual([
      'ALTER TABLE "tenant_x"."account" ADD COLUMN "nickname" varchar(40)',
    ]);
    expect(sqlOf('account.tags').join('\n')).toMatch(/DROP COLUMN "tags"/);
    // the entity's row is written once, as the folder has it, with its last step
    const last = steps.at(-1)?.plan.statements.at(-1);
    expect(last?.description).toBe('Write the metadata row of account');
    expect(JSON.parse(String(last?.sql.values[0]))).toEqual(desired.entities[0]);
  });

  it('records a change the engine refuses instead of throwing', () => {
    const desired = snapshot({
      entities: [withProperties([{ ...phone, type: 'Lookup', targets: ['account'], max: undefined }, tags])],
    });
    const [step] = planMetadataSteps(diffMetadata(snapshot(), desired), context);
    expect(step?.error).toMatchObject({ code: 'ERR_TYPE_CHANGE', params: { from: 'String', to: 'Lookup' } });
  });
});
