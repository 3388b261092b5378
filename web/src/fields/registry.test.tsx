import { readdirSync, readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ObjectMeta, PropertyMeta } from '../metadata/object-metadata.js';
import { fieldKind } from './field-kind.js';
import { displayFor, editorFor } from './registry.js';

/**
 * A smoke test without a DOM: every property of the crm template renders its editor (plain,
 * compact, disabled, required) and its display to HTML on the server renderer. It catches
 * crashes on real metadata and checks the caller's label can point at the main input.
 */
const entitiesDir = new URL('../../../tenant-templates/crm/entities/', import.meta.url);
const objects = readdirSync(entitiesDir).map(
  (file) => JSON.parse(readFileSync(new URL(file, entitiesDir), 'utf8')) as ObjectMeta,
);

const samples: Record<string, unknown> = {
  lookup: { id: '5d2c8e51-0000-4000-8000-000000000001', name: 'account', label: 'Acme' },
  boolean: true,
  number: 12.5,
  money: 1500,
  duration: 5400,
  date: '1990-05-01',
  datetime: '2026-05-01T08:00:00Z',
  options: 1,
  tags: 'b;a',
};

function sampleFor(property: PropertyMeta): unknown {
  const kind = fieldKind(property);
  if (kind === 'options' || kind === 'writein') return property.richOptions?.[0]?.value ?? null;
  return samples[kind] ?? 'text';
}

const render = (element: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ['/crm/edit/account/1'] }, element));

describe('registry on the crm template', () => {
  const properties = objects.flatMap((object) =>
    object.properties.map(
      (property) => [`${object.logicalName}.${property.logicalName}`, object, property] as const,
    ),
  );

  it.each(properties)('%s renders an editor with the id and a display', (_name, object, property) => {
    const value = sampleFor(property);
    const Editor = editorFor(property);
    const Display = displayFor(property);
    for (const variant of [{}, { compact: true }, { disabled: true }, { required: true }]) {
      const html = render(
        createElement(Editor, {
          id: 'field-1',
          label: property.displayName,
          property,
          objectName: object.logicalName,
          value,
          onChange: () => {},
          record: { id: 'r1' },
          ...variant,
        }),
      );
      expect(html).toContain('id="field-1"');
      if ('required' in variant && !['multiselect', 'stage', 'image', 'file'].includes(fieldKind(property))) {
        expect(html).toContain('aria-required="true"');
      }
    }
    for (const shown of [value, null, undefined]) {
      expect(() =>
        render(
          createElement(Display, { property, objectName: object.logicalName, value: shown, record: {} }),
        ),
      ).not.toThrow();
    }
  });

  it('reads tags, stages and buttons from settings', () => {
    const stage: PropertyMeta = {
      logicalName: 'stage',
      displayName: 'Stage',
      type: 'Integer',
      flags: ['OptionSet'],
      richOptions: [
        { value: 1, label: 'Open' },
        { value: 2, label: 'Closed - Won' },
        { value: 3, label: 'Closed - Lost' },
      ],
    };
    const Stage = editorFor(stage, { display: 'stage' });
    const html = render(
      createElement(Stage, {
        id: 's',
        label: 'Stage',
        property: stage,
        objectName: 'x',
        value: 3,
        onChange: () => {},
        record: {},
      }),
    );
    expect(html).toContain('Closed: Lost');
    expect(html).toContain('aria-current="step"');
    const tags: PropertyMeta = {
      logicalName: 'keywords',
      displayName: 'Keywords',
      type: 'String',
      flags: [],
    };
    const Tags = displayFor(tags, { tags: true });
    const chips = render(
      createElement(Tags, { property: tags, objectName: 'x', value: 'c;a;b', settings: { maxItems: 2 } }),
    );
    expect(chips).toContain('>a<');
    expect(chips).toContain('>b<');
    expect(chips).not.toContain('>c<');
  });
});
