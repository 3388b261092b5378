import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { UserContext } from '../../api/user-context.js';
import { type Shell, ShellContext } from '../../context/shell-context.js';
import type { PropertyMeta } from '../../metadata/object-metadata.js';
import { testEuro } from '../../metadata/test-currency.js';
import { MoneyEditor } from './MoneyEditor.js';
import { NumberEditor } from './NumberEditor.js';

/**
 * What a number field shows before anyone focuses it (server rendering has no focus): the
 * value as lists write it, in the organisation's number format. Focus and typing are covered
 * by NumberEditor.dom.test.tsx.
 */
const euro = testEuro;
const revenue: PropertyMeta = {
  logicalName: 'revenue',
  displayName: 'Revenue',
  type: 'Money',
  flags: [],
  precision: 2,
};
const count: PropertyMeta = { logicalName: 'n', displayName: 'Employees', type: 'Integer', flags: [] };

function shell(numberLocale: string | null): Shell {
  const context = {
    organization: { name: 'demo', displayName: 'Demo', numberLocale },
    currencyDict: { eur: euro },
  } as unknown as UserContext;
  return { context, app: undefined, menu: [], refreshMetadata: async () => undefined };
}

const inputValue = (html: string) => /<input[^>]*value="([^"]*)"/.exec(html)?.[1];

function render(
  editor: typeof NumberEditor,
  property: PropertyMeta,
  value: unknown,
  numberLocale: string | null,
  more: { disabled?: boolean } = {},
) {
  const element = createElement(editor, {
    id: 'f',
    label: property.displayName,
    property,
    objectName: 'account',
    value,
    onChange: () => {},
    record: {},
    ...more,
  });
  return renderToStaticMarkup(createElement(ShellContext.Provider, { value: shell(numberLocale) }, element));
}

describe('NumberEditor away from the keyboard', () => {
  it('shows money formatted with its currency, not the raw number', () => {
    expect(inputValue(render(MoneyEditor, revenue, 108780000, null))).toBe('108,780,000.00\u00a0€');
    expect(inputValue(render(MoneyEditor, revenue, '1450.5', 'sk-SK'))).toBe('1\u00a0450,50\u00a0€');
  });
  it('groups whole numbers in the number locale, disabled too', () => {
    expect(inputValue(render(NumberEditor, count, 1450, 'de-DE'))).toBe('1.450');
    expect(inputValue(render(NumberEditor, count, 1450, 'de-DE', { disabled: true }))).toBe('1.450');
  });
  it('keeps text that is no number as it was typed, marked', () => {
    const html = render(MoneyEditor, revenue, '12 apples', null);
    expect(inputValue(html)).toBe('12 apples');
    expect(html).toContain('aria-invalid="true"');
    expect(render(MoneyEditor, revenue, 12, null)).not.toContain('aria-invalid');
  });
  it('shows nothing for no value', () => {
    expect(inputValue(render(NumberEditor, count, null, 'sk-SK'))).toBe('');
  });
});
