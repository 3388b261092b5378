import { describe, expect, it } from 'vitest';
import {
  keyApp,
  keyEntity,
  localizeObject,
  localizeViewBody,
  resolveTexts,
  restoreSourceLabels,
  translatableNames,
} from './localization-keys.js';
import type { ObjectDefinition } from './metadata.js';

const account: ObjectDefinition = {
  logicalName: 'account',
  displayName: 'Account',
  displayNamePlural: 'Accounts',
  type: 'standard',
  properties: [
    { logicalName: 'name', displayName: 'Account Name', type: 'String', flags: [] },
    {
      logicalName: 'industrycode',
      displayName: 'Industry',
      type: 'Integer',
      flags: ['OptionSet'],
      richOptions: [
        { value: 1, label: 'Retail' },
        { value: 3, label: 'Wholesale' },
      ],
    },
    {
      logicalName: 'size',
      displayName: 'Size',
      type: 'String',
      flags: ['OptionSet'],
      options: ['Small', 'Big'],
    },
  ],
};
const form = {
  name: 'main',
  kind: 'form',
  objectname: 'account',
  label: 'Main Form',
  body: {
    panel: {
      name: 'root',
      type: 'Tabs',
      panels: [
        { name: 'general', type: 'Fields', label: 'General', fields: [{ name: 'name', label: 'Company' }] },
      ],
    },
    commands: [{ kind: 'custom', name: 'call', label: 'Call' }],
  },
};

describe('translatableNames', () => {
  it('names entities, fields, options, apps, menu items, views, form tabs, commands and rules', () => {
    const names = translatableNames({
      objects: [account],
      apps: [
        {
          name: 'sales',
          label: 'Sales',
          home: [
            { kind: 'separator', label: 'Customers & Co' },
            { kind: 'custom', name: 'dashboard', label: 'Dashboard' },
          ],
        },
      ],
      views: [
        form,
        {
          name: 'active',
          kind: 'view',
          objectname: 'account',
          label: 'Active Accounts',
          body: { query: {}, columns: [{ attribute: 'name', label: 'Who' }] },
        },
        {
          name: 'sales',
          kind: 'dashboard',
          objectname: null,
          label: 'Sales Dashboard',
          body: { objects: [] },
        },
      ],
      nextRules: [{ name: '01_leads', label: 'Leads untouched' }],
    });
    expect(Object.fromEntries(names.map(({ key, source }) => [key, source]))).toEqual({
      'entity.account.displayName': 'Account',
      'entity.account.displayNamePlural': 'Accounts',
      'field.account.name': 'Account Name',
      'field.account.industrycode': 'Industry',
      'option.account.industrycode.1': 'Retail',
      'option.account.industrycode.3': 'Wholesale',
      'field.account.size': 'Size',
      'option.account.size.Small': 'Small',
      'option.account.size.Big': 'Big',
      'app.sales': 'Sales',
      'menu.sales.customers_co': 'Customers & Co',
      'menu.sales.dashboard': 'Dashboard',
      'view.account.main': 'Main Form',
      'form.account.main.tab.general': 'General',
      'form.account.main.label.name': 'Company',
      'form.account.main.command.call': 'Call',
      'view.account.active': 'Active Accounts',
      'view.account.active.column.name': 'Who',
      'dashboard.sales': 'Sales Dashboard',
      'nextrule.01_leads': 'Leads untouched',
    });
    // sorted by key, each once
    expect(names.map((name) => name.key)).toEqual(
      [...names.map((name) => name.key)].sort((a, b) => a.localeCompare(b)),
    );
  });
});

describe('resolveTexts', () => {
  it("takes the language's text, else the English one, and ignores empty texts", () => {
    const rows = [
      { name: 'a', lang: 'en', text: 'A en' },
      { name: 'a', lang: 'sk', text: 'A sk' },
      { name: 'b', lang: 'en', text: 'B en' },
      { name: 'c', lang: 'sk', text: '' },
      { name: 'd', lang: 'de', text: 'D de' },
    ];
    expect(resolveTexts(rows, 'sk')).toEqual({ a: 'A sk', b: 'B en' });
    expect(resolveTexts(rows, 'en')).toEqual({ a: 'A en', b: 'B en' });
  });
});

describe('overlay', () => {
  const texts = {
    'entity.account.displayName': 'Firma',
    'field.account.industrycode': 'Odvetvie',
    'option.account.industrycode.3': 'Veľkoobchod',
    'option.account.size.Big': 'Veľká',
    'form.account.main.tab.general': 'Všeobecné',
  };
  it('translates an object without changing it, plain options becoming rich ones that keep their value', () => {
    const localized = localizeObject(account, texts);
    expect(localized.displayName).toBe('Firma');
    expect(localized.displayNamePlural).toBe('Accounts');
    expect(localized.properties[1]?.displayName).toBe('Odvetvie');
    expect(localized.properties[1]?.richOptions?.map((o) => o.label)).toEqual(['Retail', 'Veľkoobchod']);
    expect(localized.properties[2]?.richOptions).toEqual([
      { value: 'Small', label: 'Small' },
      { value: 'Big', label: 'Veľká' },
    ]);
    expect(account.displayName).toBe('Account');
  });

  it('translates view bodies and restores source labels before a save', () => {
    const shown = localizeViewBody(form, form.body, texts);
    expect(shown.panel.panels[0]?.label).toBe('Všeobecné');
    expect(form.body.panel.panels[0]?.label).toBe('General');
    const edited = structuredClone(shown);
    edited.commands[0] = { kind: 'custom', name: 'call', label: 'Phone them' };
    const saved = restoreSourceLabels(form, edited, shown, form.body);
    expect(saved.panel.panels[0]?.label).toBe('General');
    expect(saved.commands[0]?.label).toBe('Phone them');
  });

  it('knows which entity or app a key belongs to', () => {
    expect(keyEntity('option.account.industrycode.3')).toBe('account');
    expect(keyEntity('form.account.main.tab.general')).toBe('account');
    expect(keyEntity('nextrule.x')).toBe('inu_nextrule');
    expect(keyEntity('menu.sales.dashboard')).toBeUndefined();
    expect(keyApp('menu.sales.dashboard')).toBe('sales');
    expect(keyApp('dashboard.sales')).toBeUndefined();
  });
});
