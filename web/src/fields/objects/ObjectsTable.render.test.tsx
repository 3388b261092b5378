import type { PropertyDefinition } from '@strata/api/contract/metadata';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import fields from '../../../../locales/en/fields.json' with { type: 'json' };
import { JsonEditor } from '../text/JsonEditor.js';

const lines: PropertyDefinition = {
  logicalName: 'lines',
  displayName: 'Lines',
  type: 'String',
  flags: ['Json'],
};
const settings = {
  objects: {
    columns: [
      { name: 'item', label: 'Item' },
      { name: 'qty', label: 'Quantity', type: 'number' },
    ],
    minCount: 2,
  },
};
const props = { id: 'j1', label: 'Lines', objectName: 'activity', onChange: () => undefined, record: {} };

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { fields } }, ns: ['fields'] });
});

describe('the edit-objects table of a Json field', () => {
  it('shows minCount rows for a shorter array, none of them removable', () => {
    const html = renderToStaticMarkup(
      <JsonEditor {...props} property={lines} settings={settings} value='[{"item":"Pump","qty":3}]' />,
    );
    expect(html).toContain('aria-label="Item, row 1"');
    expect(html).toContain('value="Pump"');
    expect(html).toContain('aria-label="Quantity, row 2"');
    expect(html).not.toContain('row 3');
    expect(html).toMatch(/aria-label="Remove row 1" disabled/);
    expect(html).toContain('Add row');
  });

  it('lets rows above minCount be removed', () => {
    const html = renderToStaticMarkup(
      <JsonEditor
        {...props}
        property={lines}
        settings={settings}
        value='[{"item":"a"},{"item":"b"},{"item":"c"}]'
      />,
    );
    expect(html).toContain('aria-label="Item, row 3"');
    expect(html).not.toMatch(/aria-label="Remove row 1" disabled/);
  });

  it('stays the JSON text without the setting or for a value that is no array of objects', () => {
    expect(renderToStaticMarkup(<JsonEditor {...props} property={lines} value="[]" />)).toContain(
      '<textarea',
    );
    expect(
      renderToStaticMarkup(<JsonEditor {...props} property={lines} settings={settings} value='{"a":1}' />),
    ).toContain('<textarea');
  });
});
