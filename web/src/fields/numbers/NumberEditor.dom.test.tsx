import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PropertyMeta } from '../../metadata/object-metadata.js';
import { renderInShell, testContext } from '../../test-support/shell-harness.js';
import { MoneyEditor } from './MoneyEditor.js';

/**
 * A money field with the keyboard (issue 22, "First impression"): formatted as lists show it
 * while not focused, the plain number to edit when it is, in the organisation's number format.
 * The save, what the server stores and the list stay in test/e2e/number-format.spec.ts.
 */
const nbsp = '\u00a0';
const revenue: PropertyMeta = {
  logicalName: 'revenue',
  displayName: 'Annual Revenue',
  type: 'Money',
  flags: [],
  precision: 2,
};

function Revenue({ initial }: { initial: unknown }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="revenue">Annual Revenue</label>
      <MoneyEditor
        id="revenue"
        label="Annual Revenue"
        property={revenue}
        objectName="account"
        value={value}
        onChange={setValue}
        record={{}}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

function openRevenue(initial: unknown, numberLocale: string | null = null) {
  const base = testContext();
  const context = testContext({ organization: { ...base.organization, numberLocale } });
  const view = renderInShell(<Revenue initial={initial} />, { context });
  return { ...view, field: screen.getByLabelText('Annual Revenue') as HTMLInputElement };
}

describe('a money field', { timeout: 20_000 }, () => {
  it('reads formatted until focused, takes a new amount and reads formatted again; text that is no number stays, marked', async () => {
    const { user, field } = openRevenue(108780000);
    // formatted as the list shows it, not 108780000
    expect(field.value).toBe(`108,780,000.00${nbsp}€`);
    await user.click(field);
    expect(field.value).toBe('108780000.00');
    await user.clear(field);
    await user.type(field, '1450.5');
    await user.tab();
    expect(document.activeElement).not.toBe(field);
    expect(field.value).toBe(`1,450.50${nbsp}€`);

    // text that is no number stays as typed, is marked and says why
    await user.click(field);
    await user.clear(field);
    await user.type(field, '12 apples');
    await user.tab();
    expect(field.value).toBe('12 apples');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Not a number');

    await user.click(field);
    await user.clear(field);
    await user.type(field, '1450.5');
    await user.tab();
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("with the organisation's number format Slovak, writes and reads amounts the Slovak way", async () => {
    const { user, field } = openRevenue(1450.5, 'sk-SK');
    expect(field.value).toBe(`1${nbsp}450,50${nbsp}€`);
    await user.click(field);
    expect(field.value).toBe('1450,50');
    // typed with German grouping, read in the Slovak locale all the same
    await user.clear(field);
    await user.type(field, '2.500,75');
    await user.tab();
    expect(field.value).toBe(`2${nbsp}500,75${nbsp}€`);
    await user.click(field);
    await user.clear(field);
    await user.type(field, '3 100,25');
    await user.tab();
    expect(field.value).toBe(`3${nbsp}100,25${nbsp}€`);
  });
});
