import { describe, expect, it } from 'vitest';
import type { ObjectInfo } from '../api/user-context.js';
import { buildMenu, firstMenuPath } from './home-menu.js';

const object = (logicalName: string, plural: string): ObjectInfo => ({
  logicalName,
  displayName: plural.slice(0, -1),
  displayNamePlural: plural,
  type: 'standard',
  properties: [],
});
const metaDict = {
  account: object('account', 'Accounts'),
  invoice: object('invoice', 'Invoices'),
  product: object('product', 'Products'),
};
const readOnly = 0x0030;

describe('buildMenu', () => {
  it('defaults entity items to list/{name} with the plural name, n/{uniqueName} when set', () => {
    const menu = buildMenu(
      [
        { kind: 'entity', name: 'account', icon: 'building' },
        { kind: 'entity', name: 'invoice', uniqueName: 'open-invoices', label: 'Open invoices' },
      ],
      { permDict: { account: readOnly, invoice: readOnly }, metaDict },
    );
    expect(menu).toEqual([
      { kind: 'link', key: '0', label: 'Accounts', icon: 'building', path: 'list/account', external: false },
      { kind: 'link', key: '1', label: 'Open invoices', path: 'n/open-invoices', external: false },
    ]);
  });

  it('hides items without rights, and a hidden separator hides the items under it', () => {
    const menu = buildMenu(
      [
        { kind: 'separator', label: 'Sales' },
        { kind: 'entity', name: 'account' },
        { kind: 'entity', name: 'invoice', permissions: 'invoice;3' },
        { kind: 'separator', label: 'Catalogue', permissions: 'product;2' },
        { kind: 'entity', name: 'product' },
        { kind: 'separator', label: 'Links' },
        { kind: 'custom', name: 'docs', label: 'Docs', url: 'https://example.org/docs' },
      ],
      { permDict: { account: readOnly, invoice: readOnly, product: readOnly }, metaDict },
    );
    expect(menu.map((entry: { label: string }) => entry.label)).toEqual([
      'Sales',
      'Accounts',
      'Links',
      'Docs',
    ]);
    expect(menu.at(-1)).toMatchObject({ external: true, path: 'https://example.org/docs' });
  });

  it('shows an allowNew? entity item to whoever may create that entity', () => {
    const menu = buildMenu(
      [
        { kind: 'entity', name: 'account', permissions: 'allowNew?' },
        { kind: 'entity', name: 'invoice', permissions: 'allowNew?' },
      ],
      { permDict: { account: readOnly | 0x0001, invoice: readOnly }, metaDict },
    );
    expect(menu.map((entry: { label: string }) => entry.label)).toEqual(['Accounts']);
  });

  it('drops entities the user cannot read and separators left empty', () => {
    const menu = buildMenu(
      [
        { kind: 'separator', label: 'Empty' },
        { kind: 'entity', name: 'ghost' },
        { kind: 'separator', label: 'Full' },
        { kind: 'entity', name: 'account' },
      ],
      { permDict: {}, metaDict },
    );
    expect(menu.map((entry: { label: string }) => entry.label)).toEqual(['Full', 'Accounts']);
    expect(firstMenuPath(menu)).toBe('list/account');
  });

  it('has no first path when only external links remain', () => {
    const menu = buildMenu([{ kind: 'custom', label: 'Site', url: 'https://example.org' }], {
      permDict: {},
      metaDict,
    });
    expect(firstMenuPath(menu)).toBeUndefined();
  });
});
