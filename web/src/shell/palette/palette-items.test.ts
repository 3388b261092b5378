import { maskOf } from '@strata/api/contract/permission-mask';
import { describe, expect, it } from 'vitest';
import type { AppInfo, ObjectInfo } from '../../api/user-context.js';
import type { MenuEntry } from '../../context/home-menu.js';
import { matchEntries, type PaletteEntry, searchedEntities, staticEntries } from './palette-items.js';

const object = (logicalName: string, name: string, type: ObjectInfo['type'] = 'standard'): ObjectInfo => ({
  logicalName,
  displayName: name,
  displayNamePlural: `${name}s`,
  type,
  properties: [],
});
const entry = (label: string, group: PaletteEntry['group'] = 'pages'): PaletteEntry => ({
  id: label,
  group,
  label,
  action: { kind: 'navigate', path: `/x/${label}` },
});
const readOnly = maskOf({ read: 3 });
const readCreate = maskOf({ read: 3, create: 3 });
const sales: AppInfo = {
  id: '1',
  name: 'sales',
  label: 'Sales',
  icon: null,
  builtIn: false,
  home: [
    { kind: 'entity', name: 'opportunity' },
    { kind: 'entity', name: 'account' },
    { kind: 'entity', name: 'secret' },
  ],
};
const texts = {
  newRecord: (entity: string) => `New ${entity}`,
  theme: { system: 'System Colors', dark: 'Dark Mode', light: 'Light Mode' },
  editProfile: 'Edit profile',
  customize: 'Customize',
};

describe('matchEntries', () => {
  const entries = [entry('Open Opportunities'), entry('Accounts'), entry('Účty'), entry('Account Reports')];
  it('keeps entries holding every typed word, whatever the case, accents and word order', () => {
    expect(matchEntries(entries, 'opp open').map((e) => e.label)).toEqual(['Open Opportunities']);
    expect(matchEntries(entries, 'ucty').map((e) => e.label)).toEqual(['Účty']);
    expect(matchEntries(entries, 'zzz')).toEqual([]);
  });
  it('puts labels starting with the text first and keeps the order otherwise', () => {
    expect(matchEntries([entry('My Accounts'), ...entries], 'acc').map((e) => e.label)).toEqual([
      'Accounts',
      'Account Reports',
      'My Accounts',
    ]);
    expect(matchEntries(entries, '  ')).toHaveLength(entries.length);
  });
});

describe('searchedEntities', () => {
  it("searches the app's readable menu entities first, then other readable ones, no link tables or system entities", () => {
    const context = {
      objects: [
        object('account', 'Account'),
        object('contact', 'Contact'),
        object('opportunity', 'Opportunity'),
        object('secret', 'Secret'),
        object('opportunitycontact', 'Stakeholder', 'many'),
        object('systemuser', 'User'),
      ],
      permDict: {
        account: readOnly,
        contact: readOnly,
        opportunity: readOnly,
        opportunitycontact: readOnly,
        systemuser: readOnly,
      },
    };
    expect(searchedEntities(context, sales)).toEqual(['opportunity', 'account', 'contact']);
  });
});

describe('staticEntries', () => {
  const menu: MenuEntry[] = [
    { kind: 'separator', key: '0', label: 'Customers' },
    { kind: 'link', key: '1', label: 'Accounts', path: 'list/account', external: false },
    { kind: 'link', key: '2', label: 'Help', path: 'https://example.com/help', external: true },
  ];
  const context = {
    apps: [sales, { ...sales, name: 'customize', label: null, builtIn: true, home: null }],
    metaDict: { account: object('account', 'Account'), opportunity: object('opportunity', 'Opportunity') },
    permDict: { account: readCreate, opportunity: readOnly },
    user: { id: 'u1', name: 'Ann', email: null, language: null },
  };
  const entries = staticEntries(context, sales, menu, texts);

  it("offers the app's pages (external links open outside), New only where the user may create, the other apps", () => {
    expect(entries.find((e) => e.label === 'Accounts')?.action).toEqual({
      kind: 'navigate',
      path: '/sales/list/account',
    });
    expect(entries.find((e) => e.label === 'Help')?.action).toEqual({
      kind: 'external',
      url: 'https://example.com/help',
    });
    expect(entries.filter((e) => e.group === 'create').map((e) => e.label)).toEqual(['New Account']);
    expect(entries.find((e) => e.id === 'new:account')?.action).toEqual({
      kind: 'navigate',
      path: '/sales/edit/account/0',
    });
    expect(entries.filter((e) => e.group === 'apps').map((e) => e.label)).toEqual(['Customize']);
  });

  it('offers the theme and the profile', () => {
    expect(entries.filter((e) => e.group === 'commands').map((e) => e.label)).toEqual([
      'Edit profile',
      'Light Mode',
      'Dark Mode',
      'System Colors',
    ]);
    expect(entries.find((e) => e.id === 'theme:dark')?.action).toEqual({ kind: 'theme', setting: 1 });
    expect(entries.find((e) => e.id === 'profile')?.action).toEqual({
      kind: 'navigate',
      path: '/!/edit/systemuser/u1',
    });
  });
});
