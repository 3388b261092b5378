import { describe, expect, it } from 'vitest';
import type { ListColumn } from '../../list-views/columns.js';
import {
  buildDeleteBatch,
  buildEditBatch,
  buildMassEditBatch,
  hasEdits,
  isEditableColumn,
  keepFailed,
  type ListEdits,
  mapBatchResults,
  noEdits,
  setCell,
  setNewCell,
  toggleDelete,
} from './edit-batch.js';

const rows = [
  { id: 'a', versionnumber: 3, name: 'Alpha', phone: null },
  { id: 'b', versionnumber: 7, name: 'Beta', phone: '1' },
];

const column = (partial: Partial<ListColumn>): ListColumn =>
  ({
    attribute: 'name',
    key: 'name',
    label: 'Name',
    width: 150,
    objectName: 'account',
    definition: { attribute: 'name' },
    ...partial,
  }) as ListColumn;

describe('editable columns', () => {
  it('keeps own properties and drops links, server fields and auto numbers', () => {
    const text = { logicalName: 'name', displayName: 'Name', type: 'String', flags: [] } as never;
    expect(isEditableColumn(column({ property: text }))).toBe(true);
    expect(isEditableColumn(column({ property: text, entityName: 'acc' }))).toBe(false);
    // a column the view marks disabled is shown, not edited
    expect(
      isEditableColumn(column({ property: text, definition: { attribute: 'name', disabled: true } })),
    ).toBe(false);
    expect(isEditableColumn(column({ property: undefined }))).toBe(false);
    const created = {
      logicalName: 'createdon',
      displayName: 'Created',
      type: 'DateTime',
      flags: [],
    } as never;
    expect(isEditableColumn(column({ property: created }))).toBe(false);
    const auto = { logicalName: 'code', displayName: 'Code', type: 'String', flags: ['AutoNumber'] } as never;
    expect(isEditableColumn(column({ property: auto }))).toBe(false);
  });
});

describe('edits', () => {
  it('drops a change set back to the original value', () => {
    let edits = setCell(noEdits, rows[0] as never, 'name', 'Alpha 2');
    expect(edits.changes).toEqual({ a: { name: 'Alpha 2' } });
    edits = setCell(edits, rows[0] as never, 'name', 'Alpha');
    expect(edits.changes).toEqual({});
    expect(hasEdits(edits)).toBe(false);
    // an emptied field equals a null one
    expect(setCell(noEdits, rows[0] as never, 'phone', '').changes).toEqual({});
  });

  it('toggles deletes, and deleting a new row drops it', () => {
    let edits: ListEdits = { ...noEdits, created: [{ key: 'new1', values: {} }] };
    edits = toggleDelete(edits, 'a');
    expect(edits.deleted).toEqual(['a']);
    edits = toggleDelete(toggleDelete(edits, 'a'), 'new1');
    expect(edits).toEqual(noEdits);
  });
});

describe('the batch', () => {
  it('has creates, updates with only changed fields plus id and version, and deletes', () => {
    let edits: ListEdits = { ...noEdits, created: [{ key: 'new1', values: {} }] };
    edits = setNewCell(edits, 'new1', 'name', 'Gamma');
    edits = setNewCell(edits, 'new1', 'parent', { id: 'p1', name: 'account', label: 'P' });
    edits = setCell(edits, rows[0] as never, 'name', 'Alpha 2');
    edits = setCell(edits, rows[1] as never, 'name', 'Beta 2');
    edits = toggleDelete(edits, 'b');
    const batch = buildEditBatch('account', rows, edits);
    expect(batch).toEqual([
      {
        key: 'new1',
        operation: { name: 'account', operation: 'create', object: { name: 'Gamma', parent: 'p1' } },
      },
      {
        key: 'a',
        operation: {
          name: 'account',
          operation: 'update',
          object: { name: 'Alpha 2', id: 'a', versionnumber: 3 },
        },
      },
      {
        key: 'b',
        operation: { name: 'account', operation: 'delete', object: { id: 'b', versionnumber: 7 } },
      },
    ]);
  });

  it('mass edits and deletes every row', () => {
    expect(buildMassEditBatch('account', rows, { phone: '5' }).map((item) => item.operation.object)).toEqual([
      { phone: '5', id: 'a', versionnumber: 3 },
      { phone: '5', id: 'b', versionnumber: 7 },
    ]);
    expect(buildDeleteBatch('account', rows).map((item) => item.operation.operation)).toEqual([
      'delete',
      'delete',
    ]);
  });
});

describe('results', () => {
  it('maps answers to rows and keeps the failed rows edits', () => {
    let edits = setCell(noEdits, rows[0] as never, 'name', 'X');
    edits = setCell(edits, rows[1] as never, 'name', 'Y');
    const batch = buildEditBatch('account', rows, edits);
    const outcome = mapBatchResults(batch, [
      { result: 'a' },
      { error: { code: 'ERR_8001', message: 'Changed by Eve' } },
    ]);
    expect(outcome).toEqual({ succeeded: ['a'], errors: { b: 'Changed by Eve' }, deleted: [] });
    expect(keepFailed(edits, outcome)).toEqual({ changes: { b: { name: 'Y' } }, created: [], deleted: [] });
  });

  it('lists the deletes that went through, with the audit rows the server offers undo for', () => {
    const edits: ListEdits = { ...setCell(noEdits, rows[0] as never, 'name', 'X'), deleted: ['b'] };
    const updateAndDelete = buildEditBatch('account', rows, edits);
    expect(
      mapBatchResults(updateAndDelete, [{ result: 'a' }, { result: 'b', auditId: 'audit-b' }]).deleted,
    ).toEqual([{ key: 'b', auditId: 'audit-b' }]);
    const deletes = buildDeleteBatch('account', rows);
    expect(
      mapBatchResults(deletes, [{ result: 'a' }, { error: { code: 'ERR_8001', message: 'Changed by Eve' } }])
        .deleted,
    ).toEqual([{ key: 'a' }]);
  });

  it('reports a missing answer as an error', () => {
    const batch = buildDeleteBatch('account', rows);
    expect(mapBatchResults(batch, [{ result: 'a' }]).errors).toEqual({ b: 'Unknown Update Error' });
  });
});
