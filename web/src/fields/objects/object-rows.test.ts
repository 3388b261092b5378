import { describe, expect, it } from 'vitest';
import {
  addRow,
  formatRows,
  objectsSettings,
  padRows,
  parseRows,
  removeRow,
  setCell,
} from './object-rows.js';

const settings = objectsSettings({
  objects: {
    columns: [
      { name: 'item', label: 'Item' },
      { name: 'qty', label: 'Quantity', type: 'number' },
      { name: 'done', type: 'boolean' },
    ],
    minCount: 2,
  },
});

describe('edit-objects table rows', () => {
  it('reads its columns and minCount from the form entry settings', () => {
    expect(settings).toEqual({
      columns: [
        { name: 'item', label: 'Item', type: 'text' },
        { name: 'qty', label: 'Quantity', type: 'number' },
        { name: 'done', label: 'done', type: 'boolean' },
      ],
      minCount: 2,
    });
    expect(objectsSettings({})).toBeNull();
    expect(objectsSettings({ objects: { columns: [] } })).toBeNull();
    expect(objectsSettings({ objects: { columns: [{ name: 'a' }], minCount: -3 } })?.minCount).toBe(0);
  });

  it('keeps at least minCount rows: shown padded, never removed below it', () => {
    const rows = padRows(parseRows('[{"item":"Pump"}]') ?? [], 2);
    expect(rows).toEqual([{ item: 'Pump' }, {}]);
    expect(removeRow(rows, 0, 2)).toEqual(rows);
    const three = addRow(rows);
    expect(three).toHaveLength(3);
    expect(removeRow(three, 0, 2)).toEqual([{}, {}]);
    expect(padRows(parseRows(null) ?? [], 2)).toEqual([{}, {}]);
  });

  it('stores typed cells as their column type', () => {
    const [item, qty, done] = settings?.columns ?? [];
    if (!item || !qty || !done) throw new Error('no columns');
    let rows = padRows([], 1);
    rows = setCell(rows, 0, item, 'Valve');
    rows = setCell(rows, 0, qty, '4');
    rows = setCell(rows, 0, done, true);
    expect(formatRows(rows)).toBe('[{"item":"Valve","qty":4,"done":true}]');
    rows = setCell(rows, 0, qty, 'x');
    rows = setCell(rows, 0, item, '');
    expect(rows).toEqual([{ done: true }]);
  });

  it('leaves text that is not an array of objects to the JSON editor', () => {
    expect(parseRows('{"a":1}')).toBeNull();
    expect(parseRows('[1,2]')).toBeNull();
    expect(parseRows('[{"a":1}')).toBeNull();
    expect(parseRows('')).toEqual([]);
  });
});
